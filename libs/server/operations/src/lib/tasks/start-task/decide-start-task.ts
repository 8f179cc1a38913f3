import { existingTask, startTask, type TaskState } from '../domain/task.aggregate';
import type { TaskEvent } from '../domain/task.events';

/** TaskStarted, nothing when the task is already ATTIVO; 404 for a task that is not there. */
export function decideStartTask(_command: unknown, state: TaskState | null): TaskEvent[] {
  return startTask(existingTask(state));
}
