// Sizes of the web app's JS chunks after `nx build web` (run as `npm run size:web`).
// Prints JSON: every chunk's raw and gzip bytes, and the initial JS (the entry chunk plus the chunks
// it imports statically, transitively) as gzip total. Usage: node scripts/web-bundle-size.mjs [dist dir]
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist/apps/web';
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error(`${indexHtml} not found: run \`NX_DAEMON=false NX_NO_CLOUD=true npx nx build web\` first`);
  process.exit(1);
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesUnder(join(dir, d.name)) : [join(dir, d.name)],
  );
}

const chunks = new Map();
for (const file of filesUnder(dist).filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(file);
  chunks.set(relative(dist, file).split('\\').join('/'), {
    code: code.toString('utf8'),
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
  });
}

// Entry: the module scripts of index.html.
const html = readFileSync(indexHtml, 'utf8');
const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)].map((m) => m[1]);

// Static imports of a chunk: `import … from "./x.js"` and bare `import "./x.js"` (not `import(`).
function staticImports(name) {
  const dir = name.includes('/') ? name.slice(0, name.lastIndexOf('/') + 1) : '';
  const found = new Set();
  const re = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;
  for (const m of chunks.get(name)?.code.matchAll(re) ?? []) {
    const spec = m[1];
    const target = spec.startsWith('/') ? spec.slice(1) : join(dir, spec).split('\\').join('/');
    if (chunks.has(target)) found.add(target);
  }
  return [...found];
}

const initial = new Set();
const queue = [...entries];
while (queue.length) {
  const next = queue.shift();
  if (initial.has(next) || !chunks.has(next)) continue;
  initial.add(next);
  queue.push(...staticImports(next));
}

const kb = (n) => Math.round((n / 1024) * 10) / 10;
const list = [...chunks.entries()]
  .map(([file, c]) => ({ file, raw: c.raw, gzip: c.gzip, rawKB: kb(c.raw), gzipKB: kb(c.gzip), initial: initial.has(file) }))
  .sort((a, b) => b.gzip - a.gzip);
const initialGzip = list.filter((c) => c.initial).reduce((s, c) => s + c.gzip, 0);
const initialRaw = list.filter((c) => c.initial).reduce((s, c) => s + c.raw, 0);

console.log(
  JSON.stringify(
    {
      entries,
      initial: { chunks: [...initial], raw: initialRaw, gzip: initialGzip, rawKB: kb(initialRaw), gzipKB: kb(initialGzip) },
      totalGzipKB: kb(list.reduce((s, c) => s + c.gzip, 0)),
      chunks: list,
    },
    null,
    2,
  ),
);
