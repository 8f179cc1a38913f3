// Process helpers shared by start.mjs, test.mjs and e2e-server.mjs. Depends on Node only,
// so it works before `npm ci` has run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_MAIN = join(ROOT, 'dist/apps/api/main.js');
export const WORKER_MAIN = join(ROOT, 'dist/apps/worker/main.js');

/** Environment for every Nx call: no daemon, no cloud. */
export const nxEnv = (extra = {}) => ({
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  ...extra,
});

export const say = (text) => console.log(`\n\x1b[1m▶ ${text}\x1b[0m`);

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...options,
    });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like run(), but also returns what the command printed (stdout and stderr), still shown live. */
export function runCapturing(command, args, options = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['inherit', 'pipe', 'pipe'],
      ...options,
    });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('error', () => resolve({ code: 127, output }));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output }),
    );
  });
}

export async function runOrExit(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} → exit ${code}`);
    process.exit(code);
  }
}

export const commandExists = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' })
    .status === 0;

/**
 * node_modules is stale when a package named in package.json is missing or installed at a
 * version other than the one package-lock.json pins.
 */
export function dependenciesAreStale() {
  if (!existsSync(join(ROOT, 'node_modules'))) return true;
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const lock = JSON.parse(
    readFileSync(join(ROOT, 'package-lock.json'), 'utf8'),
  );
  const names = Object.keys({
    ...manifest.dependencies,
    ...manifest.devDependencies,
  });
  return names.some((name) => {
    const installed = join(ROOT, 'node_modules', name, 'package.json');
    if (!existsSync(installed)) return true;
    const locked = lock.packages?.[`node_modules/${name}`]?.version;
    return JSON.parse(readFileSync(installed, 'utf8')).version !== locked;
  });
}

export async function ensureInstalled() {
  if (!dependenciesAreStale()) return;
  say('Installazione delle dipendenze (npm ci) / Installing dependencies');
  await runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Builds api, worker and web (Nx replays the cache when nothing changed). */
export async function buildApps() {
  say('Build di api, worker e web / Building api, worker and web');
  await runOrExit(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      '-p',
      'api',
      'worker',
      'web',
      '--output-style=static',
    ],
    {
      env: nxEnv(),
    },
  );
}
