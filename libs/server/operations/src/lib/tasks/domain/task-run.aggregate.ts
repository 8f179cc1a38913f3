import type { Aggregate } from '@registro/server-event-store';
import type { StatoEsecuzione } from '@registro/contracts';
import { ESECUZIONE_STREAM_TYPE, TASK_RUN_FINISHED, TASK_RUN_REQUESTED, TASK_RUN_STARTED, type TaskRunEvent } from './task.events';

/** A run as its stream (`gesantasklog-<uuid>`) tells it; null before its first event. */
export interface TaskRunState {
  idTask: number;
  stato: StatoEsecuzione;
}

export function evolveTaskRun(state: TaskRunState | null, event: TaskRunEvent): TaskRunState | null {
  switch (event.type) {
    case TASK_RUN_REQUESTED:
      return { idTask: event.data.idTask, stato: 'IN ATTESA' };
    case TASK_RUN_STARTED:
      return { idTask: event.data.idTask, stato: 'IN ESECUZIONE' };
    case TASK_RUN_FINISHED:
      return { idTask: event.data.idTask, stato: event.data.esito };
    default:
      return state;
  }
}

export const taskRunAggregate: Aggregate<TaskRunState | null, TaskRunEvent> = {
  streamType: ESECUZIONE_STREAM_TYPE,
  initialState: () => null,
  evolve: evolveTaskRun,
};

/** A run is closed once TaskRunFinished is in its stream. */
export const isRunClosed = (state: TaskRunState | null): boolean => state !== null && state.stato !== 'IN ATTESA' && state.stato !== 'IN ESECUZIONE';
