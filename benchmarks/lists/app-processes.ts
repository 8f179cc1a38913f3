import { avviaTypeScript, type Processo } from '@registro/server-testing/processes';

/**
 * apps/api/src/main.ts `<comando>` as its own process, from source: `seed` resolves at its clean
 * exit, `serve` once it listens. API_NODE_ARGS: extra node flags for the api, e.g.
 * `--cpu-prof --cpu-prof-dir=dist/profiles`.
 */
export function avviaApi(comando: 'seed' | 'serve', env: NodeJS.ProcessEnv, uscita?: (dati: Buffer) => void): Promise<Processo> {
  const nodeArgs = process.env['API_NODE_ARGS']?.split(' ').filter(Boolean);
  return avviaTypeScript('apps/api/src/main.ts', [comando], { env, pronto: comando === 'seed' ? null : ['in ascolto su'], uscita, nodeArgs });
}

/**
 * apps/worker/src/main.ts as its own process, from source; resolves once it has started and its
 * PDF pages are warm (or it said Chromium could not start): a load begun while Chromium starts
 * measures the start.
 */
export function avviaWorker(env: NodeJS.ProcessEnv, uscita?: (dati: Buffer) => void): Promise<Processo> {
  return avviaTypeScript('apps/worker/src/main.ts', [], { env, pronto: ['Worker avviato', /Stampa PDF pronta|Chromium non avviato/], uscita });
}
