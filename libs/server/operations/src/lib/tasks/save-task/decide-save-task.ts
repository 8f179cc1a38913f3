import { createTask, existingTask, updateTask, type TaskState } from '../domain/task.aggregate';
import type { ImpostazioniTask, TaskEvent } from '../domain/task.events';

/** A new task: its id (from gesantask_id_seq) and its checked settings. */
export interface CreateTask {
  id: number;
  impostazioni: ImpostazioniTask;
}

/** TaskCreated: the task starts FERMO. */
export function decideCreateTask({ id, impostazioni }: CreateTask): TaskEvent {
  return createTask(id, impostazioni);
}

/** The task form over an existing task: its checked settings. */
export interface UpdateTask {
  impostazioni: ImpostazioniTask;
}

/** TaskUpdated with the fields that changed, nothing when none did; 404 for a task that is not there. */
export function decideUpdateTask({ impostazioni }: UpdateTask, state: TaskState | null): TaskEvent[] {
  return updateTask(existingTask(state), impostazioni);
}
