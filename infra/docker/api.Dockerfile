# syntax=docker/dockerfile:1
# Registro api: the HTTP API under /api and the built web app. Build from the repository root:
#   docker build -f infra/docker/api.Dockerfile -t registro-api .
# The same image runs the one-shot `node main.js migrate` / `node main.js seed`.

FROM node:20-bookworm-slim AS build
WORKDIR /src
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
# the lockfile is written by npm 11, as on the development machines
RUN npm install -g npm@11.19.1 --no-audit --no-fund
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build -p api web --output-style=static
# tslib is a devDependency, but the tsc-compiled bundle requires it at run time: keep it.
RUN cp -r node_modules/tslib /tmp/tslib \
 && npm prune --omit=dev --no-audit --no-fund \
 && cp -r /tmp/tslib node_modules/tslib

FROM node:20-bookworm-slim AS runtime
# openssl generates the development SPID keys when SPID_KEY_FILE/SPID_CERT_FILE are not given
RUN apt-get update && apt-get install -y --no-install-recommends openssl \
 && rm -rf /var/lib/apt/lists/*
# SPID: IdP metadata XML files (mount over the folder to change them) and the generated keys
ENV NODE_ENV=production PORT=3000 WEB_DIST=/app/web \
    SPID_IDP_METADATA_DIR=/app/spid/idp-metadata SPID_DATA_DIR=/app/data/spid
WORKDIR /app
COPY --from=build /src/node_modules ./node_modules
# dist/apps/api carries reference-data/ (XSDs, Sistema TS certificate, ISTAT, ICD-9-CM): /app/reference-data
COPY --from=build /src/dist/apps/api ./
COPY --from=build /src/dist/apps/web ./web
# the build's hidden source maps serve npm run size:web, not the browsers
RUN find /app/web -name '*.map' -delete
# a production image shows no demonstration pages in the sidebar (config.json "demo"; a mounted config.json decides for itself)
RUN node -e "const f='/app/web/config/config.json',fs=require('fs'),c=JSON.parse(fs.readFileSync(f,'utf8'));c.demo=false;fs.writeFileSync(f,JSON.stringify(c,null,2)+'\\n')"
COPY --from=build /src/libs/server/spid/src/idp-metadata ./spid/idp-metadata
RUN mkdir -p /app/data/spid && chown -R node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "main.js", "serve"]
