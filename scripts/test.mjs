// npm test: everything CI runs. Services, build, the first-load budget of the web app, lint + jest
// for every project, Playwright in Debian's Chromium, the short hardening run, then one closing line
// "N passed, N failed" summing jest, Playwright, the hardening run and the budget (one test each).
import { existsSync } from 'node:fs';
import {
  buildApps,
  ensureInstalled,
  nxEnv,
  runCapturing,
  say,
} from './lib/workspace.mjs';

// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

/** Sums jest's "Tests: 1 failed, 2 skipped, 3 passed, 6 total" lines (one per project run). */
function jestCounts(output) {
  const counts = { passed: 0, failed: 0 };
  for (const line of plain(output).split('\n')) {
    const summary = line.match(/Tests:\s+(.*\d+ total)/);
    if (!summary) continue;
    for (const [, n, kind] of summary[1].matchAll(/(\d+) (passed|failed)/g))
      counts[kind] += Number(n);
  }
  return counts;
}

/** Playwright's closing lines, maybe prefixed by Nx: "web-e2e:   3 passed (12.1s)", "  1 failed". */
function playwrightCounts(output) {
  const counts = { passed: 0, failed: 0 };
  for (const line of plain(output).split('\n')) {
    const m = line.match(/^(?:[\w-]+: )?\s*(\d+) (passed|failed|flaky)\b/);
    if (m) counts[m[2] === 'failed' ? 'failed' : 'passed'] += Number(m[1]);
  }
  return counts;
}

/**
 * The failing suites and tests by name ("FAIL libs/x.spec.ts", "● Suite › test"), so the closing
 * lines of a long run say what failed even when only its tail is kept.
 */
function failingJestTests(output) {
  const names = new Set();
  for (const line of plain(output).split('\n')) {
    const m = line.match(/(FAIL\s+(?:\S+\s+)?\S+\.spec\.tsx?|●\s+(?!Console\b).+?)(?:\s+\([\d.]+ m?s\))?$/);
    if (m) names.add(m[1].trim());
  }
  return [...names];
}

/** Nx's "Failed tasks:" list, e.g. "- web:lint", "- web:typecheck". */
const failedCheckTasks = (output) =>
  (plain(output).match(/^\s*- \S+:(?:lint|typecheck)\b/gm) ?? []).length;

const started = Date.now();
await ensureInstalled();
const { ensureServices } = await import('./lib/services.mjs');
await ensureServices();
await buildApps();

say('Peso del primo caricamento / First-load budget');
const bundle = await runCapturing('node', ['scripts/web-bundle-size.mjs', '--budget']);
const bundleFailures = bundle.code === 0 ? 0 : 1;

say('Lint, tipi e test jest / Lint, typecheck and jest tests');
const unit = await runCapturing(
  'npx',
  [
    'nx',
    'run-many',
    '-t',
    'lint',
    'test',
    // the web app's types (its build, Vite, does not check them)
    'typecheck',
    '--parallel=2',
    '--output-style=stream',
  ],
  { env: nxEnv({ FORCE_COLOR: '0' }) },
);
const jest = jestCounts(unit.output);
const checkFailures = failedCheckTasks(unit.output);
// A failing run with no failing test to show for it (a suite that does not compile): count it.
const unitRunFailures =
  checkFailures +
  (unit.code !== 0 && jest.failed === 0 && checkFailures === 0 ? 1 : 0);

say('Test end-to-end (Playwright, Chromium) / End-to-end tests');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
let e2e = { code: 1, output: '' };
if (existsSync(chromium)) {
  e2e = await runCapturing(
    'npx',
    ['nx', 'run', 'web-e2e:e2e', '--output-style=stream'],
    {
      env: nxEnv({ CHROMIUM_PATH: chromium }),
    },
  );
} else {
  console.error(`✖ Chromium non trovato in ${chromium} / Chromium not found at ${chromium}.
  Installarlo / Install it:  sudo apt-get install -y chromium   (oppure/or set CHROMIUM_PATH)`);
}
const playwright = playwrightCounts(e2e.output);

say('Hardening, versione breve / Hardening, short profile');
const hardening = await runCapturing('npm', ['run', 'hardening'], {
  env: nxEnv({ HARDENING_PROFILE: 'short' }),
});
const e2eRunFailures = e2e.code !== 0 && playwright.failed === 0 ? 1 : 0;

const hardeningFailures = hardening.code === 0 ? 0 : 1;
const passed = jest.passed + playwright.passed + (hardeningFailures ? 0 : 1) + (bundleFailures ? 0 : 1);
const failed =
  jest.failed + unitRunFailures + playwright.failed + e2eRunFailures + hardeningFailures + bundleFailures;
const minutes = ((Date.now() - started) / 60000).toFixed(1);
const failing = failingJestTests(unit.output);
if (failing.length > 0)
  console.log(`\njest, what failed:\n${failing.slice(0, 40).map((n) => `  ${n}`).join('\n')}`);
console.log(
  `\njest: ${jest.passed} passed, ${jest.failed} failed; lint and typecheck failures: ${checkFailures}; ` +
    `playwright: ${playwright.passed} passed, ${playwright.failed} failed; ` +
    `hardening (short): ${hardeningFailures ? 'failed' : 'passed'}; ` +
    `first-load budget: ${bundleFailures ? 'failed' : 'passed'}; ${minutes} min`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(unit.code !== 0 || e2e.code !== 0 || hardeningFailures || bundleFailures ? 1 : 0);
