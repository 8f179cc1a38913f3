import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const RADICE = resolve(__dirname, '../..');

/**
 * apps/worker/src/main.ts as its own process (@swc-node/register, like the api in
 * benchmarks/lists/api-process.ts); resolves once it has started and its PDF pages are warm (or
 * it said Chromium could not start): a load begun while Chromium starts measures the start.
 */
export function avviaWorker(env: NodeJS.ProcessEnv, uscita: (dati: Buffer) => void): Promise<ChildProcess> {
  const figlio = spawn(process.execPath, ['-r', '@swc-node/register', 'apps/worker/src/main.ts'], {
    cwd: RADICE,
    env: { ...process.env, SWC_NODE_PROJECT: 'benchmarks/lists/tsconfig.swc.json', KAFKA_BROKERS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let testo = '';
  let avviato = false;
  let stampaPronta = false;
  return new Promise((ok, ko) => {
    const timer = setTimeout(() => ko(new Error(`worker non pronto in 300 s:\n${testo.slice(-2000)}`)), 300_000);
    const leggi = (dati: Buffer) => {
      uscita(dati);
      testo = (testo + dati.toString()).slice(-20_000);
      avviato ||= testo.includes('Worker avviato');
      stampaPronta ||= /Stampa PDF pronta|Chromium non avviato/.test(testo);
      if (avviato && stampaPronta) {
        clearTimeout(timer);
        ok(figlio);
      }
    };
    figlio.stdout?.on('data', leggi);
    figlio.stderr?.on('data', leggi);
    figlio.once('exit', (code, segnale) => {
      clearTimeout(timer);
      ko(new Error(`worker uscito (${code ?? segnale}):\n${testo.slice(-2000)}`));
    });
  });
}

/**
 * The Chromium a worker launched: puppeteer starts it detached, so it is a child of the worker
 * and the leader of its own process group (its renderers and helpers are in that group).
 */
export function chromiumDi(pidWorker: number): number | undefined {
  const righe = spawnSync('ps', ['-eo', 'pid=,ppid=,pgid=,stat='], { encoding: 'utf8' }).stdout.split('\n');
  const processi = righe.map((r) => r.trim().split(/\s+/));
  // a killed Chromium stays a zombie until the worker reaps it
  const vivo = processi.find(([pid, ppid, pgid, stato]) => Number(ppid) === pidWorker && pgid === pid && !stato?.startsWith('Z'));
  return vivo ? Number(vivo[0]) : undefined;
}

/** Whether a process (or, with a negative pid, a process group) still exists. */
export function esiste(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
