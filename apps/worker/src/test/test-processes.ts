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
import { avviaTypeScript, type Processo } from '@registro/server-testing/processes';

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

/** The real WorkerModule plus the test handlers, in its own process (see test-worker.ts). */
export function avviaWorker(env: NodeJS.ProcessEnv): Promise<Processo> {
  return avviaTypeScript('apps/worker/src/test/test-worker.ts', [], { env: { NODE_ENV: 'test', ...env }, pronto: ['WORKER PRONTO'], timeoutMs: 60_000 });
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
