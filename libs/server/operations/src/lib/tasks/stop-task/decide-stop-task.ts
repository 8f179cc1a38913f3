import { existingTask, stopTask, type TaskState } from '../domain/task.aggregate';
import type { TaskEvent } from '../domain/task.events';

/** TaskStopped, nothing when the task is already FERMO; 404 for a task that is not there. */
export function decideStopTask(_command: unknown, state: TaskState | null): TaskEvent[] {
  return stopTask(existingTask(state));
}
