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
import { startTypeScript, type RunningProcess } from '@registro/server-testing/processes';

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Non avvenuto entro ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The real WorkerModule plus the test handlers, in its own process (see test-worker.ts). */
export function startWorker(env: NodeJS.ProcessEnv): Promise<RunningProcess> {
  return startTypeScript('apps/worker/src/test/test-worker.ts', [], { env: { NODE_ENV: 'test', ...env }, ready: ['WORKER PRONTO'], timeoutMs: 60_000 });
}

/** Writes a task as the api would (the same events, the same inline projection). */
export async function seedTask(pool: Pool, settings: ImpostazioniTask, started: boolean): Promise<number> {
  const store = new PostgresEventStore(pool);
  store.registerInlineProjection(tasksProjection);
  const { rows } = await pool.query<{ id: number }>(`SELECT nextval('gesantask_id_seq')::int AS id`);
  const id = rows[0].id;
  const events = [{ type: TASK_CREATED, data: { id, ...settings } as unknown as Record<string, unknown> }];
  if (started) events.push({ type: TASK_STARTED, data: {} });
  await store.appendToStream(taskStreamId(id), TASK_STREAM_TYPE, events, 0, { userName: 'test' });
  return id;
}

export interface RunRow {
  id: string;
  id_task: number;
  stato: string;
  origine: string;
  id_job: string;
  log: string;
}

export async function runsOf(pool: Pool, idTask: number): Promise<RunRow[]> {
  const { rows } = await pool.query<RunRow>(`SELECT * FROM gesantasklog WHERE id_task = $1 ORDER BY data_ora_richiesta`, [idTask]);
  return rows;
}
