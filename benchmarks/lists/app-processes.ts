import { startProcess, startTypeScript, type ProcessOptions, type RunningProcess } from '@registro/server-testing/processes';

/**
 * Where the benches and the hardening run the api and the worker from: `build`, the bundles
 * `nx build` writes (dist/apps/<app>/main.js), which is what the images run (`node main.js`), or
 * `source` (apps/<app>/src/main.ts through @swc-node/register, no build needed). From source the
 * api holds a larger heap (104 MB live against 75 MB) and its major GCs cost more.
 */
export type AppsFrom = 'source' | 'build';

/** BENCH_API_FROM=source: the apps from their sources; else (default) the bundles. */
export const appsFrom = (): AppsFrom => (process.env['BENCH_API_FROM'] === 'source' ? 'source' : 'build');

/** `nx build api worker` when the apps run from their bundles (from Nx's cache when the sources have not changed). */
export async function buildApps(from: AppsFrom = appsFrom()): Promise<void> {
  if (from === 'source') return;
  await startProcess('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'worker', '--output-style=static'], {
    ready: null,
    env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}

/** apps/<app> from its bundle or its source, with API_NODE_ARGS (api only) and no Kafka unless told. */
function startApp(app: 'api' | 'worker', args: string[], options: ProcessOptions, from: AppsFrom): Promise<RunningProcess> {
  const nodeArgs = app === 'api' ? (process.env['API_NODE_ARGS']?.split(' ').filter(Boolean) ?? []) : [];
  if (from === 'source') return startTypeScript(`apps/${app}/src/main.ts`, args, { ...options, nodeArgs });
  return startProcess(process.execPath, [...nodeArgs, `dist/apps/${app}/main.js`, ...args], { ...options, env: { KAFKA_BROKERS: '', ...options.env } });
}

/**
 * apps/api `<command>` as its own process: `seed` resolves at its clean exit, `serve` once it
 * listens. API_NODE_ARGS: extra node flags for the api, e.g. `--cpu-prof --cpu-prof-dir=dist/profiles`.
 */
export function startApi(command: 'seed' | 'serve', env: NodeJS.ProcessEnv, onOutput?: (chunk: Buffer) => void, from = appsFrom()): Promise<RunningProcess> {
  return startApp('api', [command], { env, ready: command === 'seed' ? null : ['in ascolto su'], onOutput }, from);
}

/**
 * apps/worker as its own process; resolves once it has started and its PDF pages are warm (or it
 * said Chromium could not start): a load begun while Chromium starts measures the start.
 */
export function startWorker(env: NodeJS.ProcessEnv, onOutput?: (chunk: Buffer) => void, from = appsFrom()): Promise<RunningProcess> {
  return startApp('worker', [], { env, ready: ['Worker avviato', /Stampa PDF pronta|Chromium non avviato/], onOutput }, from);
}
