import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const RADICE = resolve(__dirname, '../../../../..');

/** The compiler options the apps build with (decorators, esModuleInterop), for @swc-node/register. */
const PROGETTO_SWC = 'libs/server/testing/tsconfig.swc.json';

/** A TCP port nobody listens on now. */
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

export interface Processo {
  figlio: ChildProcess;
  /** its exit code (null when a signal ended it) */
  uscita: Promise<number | null>;
  /** the last 20 KB of its stdout and stderr */
  output(): string;
}

export interface OpzioniProcesso {
  env?: NodeJS.ProcessEnv;
  /**
   * Ready once its output has shown each of these (in any order, in any chunks); `null`: ready
   * when it exits with 0 (a one-shot command such as `seed`).
   */
  pronto: (string | RegExp)[] | null;
  /** default 300 s: a cold @swc-node/register start on a slow machine takes tens of seconds */
  timeoutMs?: number;
  /** every chunk of its output, e.g. into a log file */
  uscita?: (dati: Buffer) => void;
}

const MEMORIA = 20_000;

/** Starts `comando` in the workspace's root; resolves when it is ready (see `pronto`), rejects if it exits first. */
export function avviaProcesso(comando: string, argomenti: string[], opzioni: OpzioniProcesso): Promise<Processo> {
  const figlio = spawn(comando, argomenti, { cwd: RADICE, env: { ...process.env, ...opzioni.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const uscita = new Promise<number | null>((r) => figlio.once('exit', (code) => r(code)));
  const attesi = opzioni.pronto ?? [];
  const visti = new Set<number>();
  let testo = '';
  const processo: Processo = { figlio, uscita, output: () => testo };
  const nome = [comando, ...argomenti].join(' ');
  return new Promise((ok, ko) => {
    const ms = opzioni.timeoutMs ?? 300_000;
    const timer = setTimeout(() => {
      figlio.kill('SIGKILL');
      ko(new Error(`${nome}: non pronto in ${ms / 1000} s:\n${testo.slice(-2000)}`));
    }, ms);
    const leggi = (dati: Buffer) => {
      opzioni.uscita?.(dati);
      testo = (testo + dati.toString()).slice(-MEMORIA);
      // remembered one by one: the tail may have dropped a marker by the time the next one shows
      attesi.forEach((atteso, i) => {
        if (typeof atteso === 'string' ? testo.includes(atteso) : atteso.test(testo)) visti.add(i);
      });
      if (opzioni.pronto && visti.size === attesi.length) {
        clearTimeout(timer);
        ok(processo);
      }
    };
    figlio.stdout?.on('data', leggi);
    figlio.stderr?.on('data', leggi);
    void uscita.then((code) => {
      clearTimeout(timer);
      if (!opzioni.pronto && code === 0) ok(processo);
      else ko(new Error(`${nome}: uscito (${code ?? figlio.signalCode}):\n${testo.slice(-2000)}`));
    });
  });
}

/** A TypeScript entry point of the workspace (e.g. apps/api/src/main.ts) run from source, without a build. */
export function avviaTypeScript(file: string, argomenti: string[], opzioni: OpzioniProcesso & { nodeArgs?: string[] }): Promise<Processo> {
  return avviaProcesso(process.execPath, [...(opzioni.nodeArgs ?? []), '-r', '@swc-node/register', file, ...argomenti], {
    ...opzioni,
    env: { SWC_NODE_PROJECT: PROGETTO_SWC, KAFKA_BROKERS: '', ...opzioni.env },
  });
}

/** Sends `segnale` (SIGTERM unless told) and waits for the exit; nothing if it has already exited. */
export async function ferma(p: Processo | undefined, segnale: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!p || p.figlio.exitCode !== null || p.figlio.signalCode !== null) return;
  p.figlio.kill(segnale);
  await p.uscita;
}

/** A redis-server of its own on `porta` (the shared one serves everybody else); it keeps nothing on disk, so a restart loses everything. */
export function avviaRedis(porta: number): Promise<Processo> {
  return avviaProcesso('redis-server', ['--port', String(porta), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    pronto: ['Ready to accept connections'],
    timeoutMs: 30_000,
  });
}
