import type { PostgresEventStore, Transaction } from '@registro/server-event-store';
import { NotFoundError } from '@registro/server-platform';
import { statoDaEventi, type StatoAggregatoTask } from '../domain/task.aggregate';
import { taskStreamId } from '../domain/task.events';

export const MESSAGGIO_TASK_NON_TROVATO = 'Task non trovato';

/** The task from its stream; 404 when it never existed or was deleted. */
export async function caricaTask(store: PostgresEventStore, tx: Transaction, id: number): Promise<StatoAggregatoTask> {
  const task = statoDaEventi(await store.readStream(taskStreamId(id), {}, tx));
  if (!task || task.eliminato) throw new NotFoundError(MESSAGGIO_TASK_NON_TROVATO);
  return task;
}
