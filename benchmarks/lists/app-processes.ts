import { startTypeScript, type RunningProcess } from '@registro/server-testing/processes';

/**
 * apps/api/src/main.ts `<command>` as its own process, from source: `seed` resolves at its clean
 * exit, `serve` once it listens. API_NODE_ARGS: extra node flags for the api, e.g.
 * `--cpu-prof --cpu-prof-dir=dist/profiles`.
 */
export function startApi(command: 'seed' | 'serve', env: NodeJS.ProcessEnv, onOutput?: (chunk: Buffer) => void): Promise<RunningProcess> {
  const nodeArgs = process.env['API_NODE_ARGS']?.split(' ').filter(Boolean);
  return startTypeScript('apps/api/src/main.ts', [command], { env, ready: command === 'seed' ? null : ['in ascolto su'], onOutput, nodeArgs });
}

/**
 * apps/worker/src/main.ts as its own process, from source; resolves once it has started and its
 * PDF pages are warm (or it said Chromium could not start): a load begun while Chromium starts
 * measures the start.
 */
export function startWorker(env: NodeJS.ProcessEnv, onOutput?: (chunk: Buffer) => void): Promise<RunningProcess> {
  return startTypeScript('apps/worker/src/main.ts', [], { env, ready: ['Worker avviato', /Stampa PDF pronta|Chromium non avviato/], onOutput });
}
