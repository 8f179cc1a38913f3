import { startProcess, startTypeScript, type RunningProcess } from '@registro/server-testing/processes';

/**
 * Where the api runs from: `source` (apps/api/src/main.ts through @swc-node/register, no build
 * needed) or `build`, the bundle `nx build api` writes (dist/apps/api/main.js), which is what the
 * image runs (`node main.js serve`). From source the api holds a larger heap (104 MB live against
 * 75 MB) and its major GCs cost more; bench:lists measures the build.
 */
export type ApiFrom = 'source' | 'build';

/** The bundle `nx build api` writes, run as the image runs it. */
const API_BUNDLE = 'dist/apps/api/main.js';

/**
 * apps/api `<command>` as its own process: `seed` resolves at its clean exit, `serve` once it
 * listens. API_NODE_ARGS: extra node flags for the api, e.g. `--cpu-prof --cpu-prof-dir=dist/profiles`.
 */
export function startApi(command: 'seed' | 'serve', env: NodeJS.ProcessEnv, onOutput?: (chunk: Buffer) => void, from: ApiFrom = 'source'): Promise<RunningProcess> {
  const nodeArgs = process.env['API_NODE_ARGS']?.split(' ').filter(Boolean) ?? [];
  const options = { env, ready: command === 'seed' ? null : ['in ascolto su'], onOutput };
  if (from === 'build') return startProcess(process.execPath, [...nodeArgs, API_BUNDLE, command], { ...options, env: { KAFKA_BROKERS: '', ...env } });
  return startTypeScript('apps/api/src/main.ts', [command], { ...options, nodeArgs });
}

/** `nx build api` (from Nx's cache when the sources have not changed since the last build). */
export async function buildApi(): Promise<void> {
  await startProcess('npx', ['nx', 'run', 'api:build', '--output-style=static'], { ready: null, env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
}

/**
 * apps/worker/src/main.ts as its own process, from source; resolves once it has started and its
 * PDF pages are warm (or it said Chromium could not start): a load begun while Chromium starts
 * measures the start.
 */
export function startWorker(env: NodeJS.ProcessEnv, onOutput?: (chunk: Buffer) => void): Promise<RunningProcess> {
  return startTypeScript('apps/worker/src/main.ts', [], { env, ready: ['Worker avviato', /Stampa PDF pronta|Chromium non avviato/], onOutput });
}
