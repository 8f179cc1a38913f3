import { diffCampi, hasChanges, type Aggregate } from '@registro/server-event-store';
import type { StatoTask } from '@registro/contracts';
import { NotFoundError } from '@registro/server-platform/errors';
import {
  TASK_CREATED,
  TASK_DELETED,
  TASK_STARTED,
  TASK_STOPPED,
  TASK_STREAM_TYPE,
  TASK_UPDATED,
  type ImpostazioniTask,
  type TaskEvent,
} from './task.events';

export const MESSAGGIO_TASK_NON_TROVATO = 'Task non trovato';

/** A task as its own stream tells it; null before TaskCreated (the task never existed). */
export interface TaskState {
  id: number;
  stato: StatoTask;
  impostazioni: ImpostazioniTask;
  eliminato: boolean;
}

const CAMPI: (keyof ImpostazioniTask)[] = [
  'nome',
  'tipoAvvio',
  'descrizione',
  'classeJava',
  'avvioData',
  'ripetizioneMese',
  'ripetizioneGiorno',
  'ripetizioneOre',
  'ripetizioneMinuti',
];

export function evolveTask(state: TaskState | null, event: TaskEvent): TaskState | null {
  switch (event.type) {
    case TASK_CREATED: {
      const { id, ...impostazioni } = event.data;
      return { id, stato: 'FERMO', impostazioni, eliminato: false };
    }
    case TASK_UPDATED: {
      if (!state) return state;
      const impostazioni = { ...state.impostazioni };
      for (const [campo, m] of Object.entries(event.data.changes)) if (m) (impostazioni as Record<string, unknown>)[campo] = m.dopo;
      return { ...state, impostazioni };
    }
    case TASK_STARTED:
    case TASK_STOPPED:
      return state && { ...state, stato: event.type === TASK_STARTED ? 'ATTIVO' : 'FERMO' };
    case TASK_DELETED:
      return state && { ...state, eliminato: true };
    default:
      return state;
  }
}

/** The task's stream `taskmanager-<id>`, folded by its commands and by its history. */
export const taskAggregate: Aggregate<TaskState | null, TaskEvent> = {
  streamType: TASK_STREAM_TYPE,
  initialState: () => null,
  evolve: evolveTask,
  // starting and stopping are the list's buttons, not the form's edit: a form loaded before them still saves
  operationalEvents: [TASK_STARTED, TASK_STOPPED],
};

/** The task, or 404 when it never existed or was deleted. */
export function existingTask(state: TaskState | null): TaskState {
  if (!state || state.eliminato) throw new NotFoundError(MESSAGGIO_TASK_NON_TROVATO);
  return state;
}

export function createTask(id: number, impostazioni: ImpostazioniTask): TaskEvent {
  return { type: TASK_CREATED, data: { id, ...impostazioni } };
}

const nullable = (impostazioni: Partial<ImpostazioniTask>) => Object.fromEntries(CAMPI.map((field) => [field, impostazioni[field] ?? null])) as ImpostazioniTask;

/** TaskUpdated with only the fields that changed; none when nothing did. */
export function updateTask(task: TaskState, nuove: ImpostazioniTask): TaskEvent[] {
  const changes = diffCampi<ImpostazioniTask>(nullable(task.impostazioni), nullable(nuove));
  return hasChanges(changes) ? [{ type: TASK_UPDATED, data: { changes } }] : [];
}

/** Scheduling on; nothing to record when it already is. */
export function startTask(task: TaskState): TaskEvent[] {
  return task.stato === 'ATTIVO' ? [] : [{ type: TASK_STARTED, data: {} }];
}

/** Scheduling off; nothing to record when it already is. */
export function stopTask(task: TaskState): TaskEvent[] {
  return task.stato === 'FERMO' ? [] : [{ type: TASK_STOPPED, data: {} }];
}

export function deleteTask(): TaskEvent[] {
  return [{ type: TASK_DELETED, data: {} }];
}
