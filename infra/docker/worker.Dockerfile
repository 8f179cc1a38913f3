# syntax=docker/dockerfile:1
# Registro worker: queues, projection runners, the Kafka relay and schedulers. Health and metrics
# only, on WORKER_PORT. Build from the repository root:
#   docker build -f infra/docker/worker.Dockerfile -t registro-worker .

FROM node:20-bookworm-slim AS build
WORKDIR /src
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
# the lockfile is written by npm 11, as on the development machines
RUN npm install -g npm@11.19.1 --no-audit --no-fund
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run worker:build --output-style=static
# tslib is a devDependency, but the tsc-compiled bundle requires it at run time: keep it.
RUN cp -r node_modules/tslib /tmp/tslib \
 && npm prune --omit=dev --no-audit --no-fund \
 && cp -r /tmp/tslib node_modules/tslib

FROM node:20-bookworm-slim AS runtime
# PDF rendering: Debian's Chromium and the fonts the report engine measures text with
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-dejavu-extra fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production WORKER_PORT=3001 CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/dist/apps/worker ./
USER node
EXPOSE 3001
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.WORKER_PORT||3001)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "main.js"]
