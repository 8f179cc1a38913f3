import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { Pool } from 'pg';
import { PostgresEventStore } from '@registro/server-event-store';
import {
  tasksProjection,
  TASK_CREATED,
  TASK_STARTED,
  TASK_STREAM_TYPE,
  taskStreamId,
  type ImpostazioniTask,
} from '@registro/server-operations';

const RADICE = resolve(__dirname, '../../../..');

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

export async function attendi<T>(
  cosa: string,
  prova: () => Promise<T | null | undefined | false>,
  ms = 30_000,
): Promise<T> {
  const fine = Date.now() + ms;
  for (;;) {
    const valore = await prova().catch(() => null);
    if (valore) return valore;
    if (Date.now() > fine) throw new Error(`Non avvenuto entro ${ms} ms: ${cosa}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Processo {
  figlio: ChildProcess;
  uscita: Promise<number | null>;
  output(): string;
}

function avvia(comando: string, argomenti: string[], env: NodeJS.ProcessEnv, pronto: string): Promise<Processo> {
  const figlio = spawn(comando, argomenti, { cwd: RADICE, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let testo = '';
  const uscita = new Promise<number | null>((r) => figlio.once('exit', (code) => r(code)));
  return new Promise((ok, ko) => {
    const timer = setTimeout(() => ko(new Error(`${comando} non pronto:\n${testo}`)), 30_000);
    const leggi = (dati: Buffer) => {
      testo += dati.toString();
      if (testo.includes(pronto)) {
        clearTimeout(timer);
        ok({ figlio, uscita, output: () => testo });
      }
    };
    figlio.stdout?.on('data', leggi);
    figlio.stderr?.on('data', leggi);
    void uscita.then((code) => {
      clearTimeout(timer);
      ko(new Error(`${comando} uscito (${code}):\n${testo}`));
    });
  });
}

/** The real WorkerModule plus the test handlers, in its own process (see test-worker.ts). */
export function avviaWorker(env: NodeJS.ProcessEnv): Promise<Processo> {
  return avvia(
    process.execPath,
    ['-r', '@swc-node/register', 'apps/worker/src/test/test-worker.ts'],
    { SWC_NODE_PROJECT: 'tsconfig.base.json', KAFKA_BROKERS: '', NODE_ENV: 'test', ...env },
    'WORKER PRONTO',
  );
}

/** A Redis of our own (the shared one is used by everybody else): no persistence, so a restart loses everything. */
export function avviaRedis(porta: number): Promise<Processo> {
  return avvia(
    '/usr/bin/redis-server',
    ['--port', String(porta), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
    'Ready to accept connections',
  );
}

export async function termina(p: Processo | undefined, segnale: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!p || p.figlio.exitCode !== null || p.figlio.signalCode !== null) return;
  p.figlio.kill(segnale);
  await p.uscita;
}

/** Writes a task as the api would (the same events, the same inline projection). */
export async function seminaTask(pool: Pool, impostazioni: ImpostazioniTask, attivo: boolean): Promise<number> {
  const store = new PostgresEventStore(pool);
  store.registerInlineProjection(tasksProjection);
  const { rows } = await pool.query<{ id: number }>(`SELECT nextval('gesantask_id_seq')::int AS id`);
  const id = rows[0].id;
  const eventi = [{ type: TASK_CREATED, data: { id, ...impostazioni } as unknown as Record<string, unknown> }];
  if (attivo) eventi.push({ type: TASK_STARTED, data: {} });
  await store.appendToStream(taskStreamId(id), TASK_STREAM_TYPE, eventi, 0, { userName: 'test' });
  return id;
}

export interface RigaRun {
  id: string;
  id_task: number;
  stato: string;
  origine: string;
  id_job: string;
  log: string;
}

export async function esecuzioni(pool: Pool, idTask: number): Promise<RigaRun[]> {
  const { rows } = await pool.query<RigaRun>(`SELECT * FROM gesantasklog WHERE id_task = $1 ORDER BY data_ora_richiesta`, [idTask]);
  return rows;
}
