import { ConflictError } from '@registro/server-platform/errors';
import { deleteTask, existingTask, type TaskState } from '../domain/task.aggregate';
import type { TaskEvent } from '../domain/task.events';

/** Whether the task has a run waiting or in progress (read, locked, in the transaction). */
export interface DeleteTask {
  inEsecuzione: boolean;
}

/** TaskDeleted; 404 for a task that is not there, 409 while a run is waiting or in progress. */
export function decideDeleteTask({ inEsecuzione }: DeleteTask, state: TaskState | null): TaskEvent[] {
  existingTask(state);
  if (inEsecuzione) throw new ConflictError("Il task è in esecuzione: attendere la fine dell'esecuzione prima di eliminarlo");
  return deleteTask();
}
