import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const RADICE = resolve(__dirname, '../..');

export function portaLibera(): Promise<number> {
  return new Promise((ok, ko) => {
    const s = createServer();
    s.once('error', ko);
    s.listen(0, '127.0.0.1', () => {
      const porta = (s.address() as { port: number }).port;
      s.close(() => ok(porta));
    });
  });
}

/**
 * apps/api/src/main.ts `<comando>` as its own process (@swc-node/register, the apps' compiler
 * options); resolves when `pronto` appears in its output, or at a clean exit when `pronto` is null.
 */
export function avviaApi(
  comando: 'seed' | 'serve',
  env: NodeJS.ProcessEnv,
  pronto: string | null,
  /** every chunk of the process's output, e.g. into a log file */
  uscita?: (dati: Buffer) => void,
): Promise<ChildProcess> {
  // API_NODE_ARGS: extra node flags for the api, e.g. `--cpu-prof --cpu-prof-dir=dist/profiles`
  const nodeArgs = process.env['API_NODE_ARGS']?.split(' ').filter(Boolean) ?? [];
  const figlio = spawn(process.execPath, [...nodeArgs, '-r', '@swc-node/register', 'apps/api/src/main.ts', comando], {
    cwd: RADICE,
    env: { ...process.env, SWC_NODE_PROJECT: 'benchmarks/lists/tsconfig.swc.json', KAFKA_BROKERS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let testo = '';
  return new Promise((ok, ko) => {
    const timer = setTimeout(() => {
      figlio.kill('SIGKILL');
      ko(new Error(`api ${comando} non pronta in 300 s:\n${testo.slice(-2000)}`));
    }, 300_000);
    const leggi = (dati: Buffer) => {
      uscita?.(dati);
      testo = (testo + dati.toString()).slice(-20_000);
      if (pronto && testo.includes(pronto)) {
        clearTimeout(timer);
        ok(figlio);
      }
    };
    figlio.stdout?.on('data', leggi);
    figlio.stderr?.on('data', leggi);
    figlio.once('exit', (code) => {
      clearTimeout(timer);
      if (!pronto && code === 0) ok(figlio);
      else ko(new Error(`api ${comando} uscita (${code}):\n${testo.slice(-2000)}`));
    });
  });
}

export async function ferma(figlio: ChildProcess): Promise<void> {
  if (figlio.exitCode !== null) return;
  const uscito = new Promise((r) => figlio.once('exit', r));
  figlio.kill('SIGTERM');
  await uscito;
}
