// Sizes of the web app's JS chunks after `nx build web` (run as `npm run size:web`).
// Prints JSON: every chunk's raw and gzip bytes, the initial JS (the entry chunk plus the chunks
// it imports statically, transitively) as gzip total, and what the initial JS is made of (by npm
// package or source folder, read from the build's hidden source maps).
// Usage: node scripts/web-bundle-size.mjs [--budget] [dist dir]
// --budget: exits 1 when the initial JS passes apps/web/bundle-budget.json's limit, naming the
// modules that grew past the sizes recorded there.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const args = process.argv.slice(2);
const budget = args.includes('--budget');
const dist = args.find((a) => !a.startsWith('--')) ?? 'dist/apps/web';
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

/** An npm package (`react-dom`, `@tanstack/query-core`) or a source folder (`libs/web/ui/src/lib/i18n`). */
function moduleOf(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = normalize(source).match(/(?:^|\/)((?:apps|libs)\/.*)\/[^/]+$/);
  return own ? own[1] : '(codice senza sorgente)';
}

/** The initial chunks' code attributed, mapping by mapping, to its module; gzip KiB of each module's code alone. */
function initialModules() {
  const code = new Map();
  for (const name of initial) {
    const mapFile = join(dist, `${name}.map`);
    if (!existsSync(mapFile)) return null;
    const lines = chunks.get(name).code.split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
    let previous = null;
    const take = (to) => {
      if (!previous) return;
      const line = lines[previous.generatedLine - 1] ?? '';
      const end = to && to.generatedLine === previous.generatedLine ? to.generatedColumn : line.length;
      const key = previous.source ? moduleOf(join(dirname(name), previous.source)) : '(codice senza sorgente)';
      code.set(key, (code.get(key) ?? '') + line.slice(previous.generatedColumn, end));
    };
    consumer.eachMapping((m) => {
      take(m);
      previous = m;
    });
    take(null);
  }
  return Object.fromEntries(
    [...code].map(([k, text]) => [k, kb(gzipSync(text, { level: 9 }).length)]).sort((a, b) => b[1] - a[1]),
  );
}

const modules = initialModules();
const report = {
  entries,
  initial: { chunks: [...initial], raw: initialRaw, gzip: initialGzip, rawKB: kb(initialRaw), gzipKB: kb(initialGzip), modules },
  totalGzipKB: kb(list.reduce((s, c) => s + c.gzip, 0)),
  chunks: list,
};

if (!budget) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const file = 'apps/web/bundle-budget.json';
  const { limitKB, modules: recorded } = JSON.parse(readFileSync(file, 'utf8'));
  const grown = Object.entries(modules ?? {})
    .map(([module, gzipKB]) => ({ module, gzipKB, recordedKB: recorded[module] ?? 0, growthKB: kb((gzipKB - (recorded[module] ?? 0)) * 1024) }))
    .filter((m) => m.growthKB > 0.5)
    .sort((a, b) => b.growthKB - a.growthKB);
  const within = initialGzip <= limitKB * 1024;
  console.log(JSON.stringify({ initialGzipKB: kb(initialGzip), limitKB, within, grownSinceRecorded: grown }, null, 2));
  if (!within) {
    console.error(
      `Initial JS ${kb(initialGzip)} KiB gzip passes the budget of ${limitKB} KiB (${file}). Grown since recorded: ` +
        (grown.length ? grown.map((m) => `${m.module} +${m.growthKB} KiB`).join(', ') : 'no module by more than 0.5 KiB (many small ones)') +
        '. Load what the first screen does not need lazily (lazyPage, React.lazy).',
    );
    process.exit(1);
  }
}
