import type { NewEvent, RecordedEvent } from '@registro/server-event-store';
import type { StatoTask } from '@registro/contracts';
import {
  TASK_CREATED,
  TASK_DELETED,
  TASK_STARTED,
  TASK_STOPPED,
  TASK_UPDATED,
  type ImpostazioniTask,
  type Modifica,
  type TaskCreatedData,
  type TaskUpdatedData,
} from './task.events';

/** A task as its own stream tells it. */
export interface StatoAggregatoTask {
  id: number;
  versione: number;
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

/** Folds the task's events; null when the stream is empty (the task never existed). */
export function statoDaEventi(events: RecordedEvent[]): StatoAggregatoTask | null {
  let stato = null as StatoAggregatoTask | null;
  for (const e of events) {
    switch (e.type) {
      case TASK_CREATED: {
        const { id, ...impostazioni } = e.data as unknown as TaskCreatedData;
        stato = { id, versione: e.streamVersion, stato: 'FERMO', impostazioni, eliminato: false };
        break;
      }
      case TASK_UPDATED: {
        if (!stato) break;
        const { changes } = e.data as unknown as TaskUpdatedData;
        const impostazioni = { ...stato.impostazioni } as Record<string, unknown>;
        for (const [campo, m] of Object.entries(changes)) if (m) impostazioni[campo] = m.dopo;
        stato = { ...stato, impostazioni: impostazioni as unknown as ImpostazioniTask };
        break;
      }
      case TASK_STARTED:
      case TASK_STOPPED:
        if (stato) stato = { ...stato, stato: e.type === TASK_STARTED ? 'ATTIVO' : 'FERMO' };
        break;
      case TASK_DELETED:
        if (stato) stato = { ...stato, eliminato: true };
        break;
    }
    if (stato) stato.versione = e.streamVersion;
  }
  return stato;
}

export function creaTask(id: number, impostazioni: ImpostazioniTask): NewEvent {
  return { type: TASK_CREATED, data: { id, ...impostazioni } satisfies TaskCreatedData };
}

/** TaskUpdated with only the fields that changed; null when nothing did. */
export function modificaTask(task: StatoAggregatoTask, nuove: ImpostazioniTask): NewEvent | null {
  const changes: Partial<Record<keyof ImpostazioniTask, Modifica>> = {};
  for (const campo of CAMPI) {
    const prima = task.impostazioni[campo] ?? null;
    const dopo = nuove[campo] ?? null;
    if (prima !== dopo) changes[campo] = { prima, dopo };
  }
  if (!Object.keys(changes).length) return null;
  return { type: TASK_UPDATED, data: { changes } satisfies TaskUpdatedData as unknown as Record<string, unknown> };
}

/** Scheduling on; nothing to record when it already is. */
export function avviaTask(task: StatoAggregatoTask): NewEvent | null {
  return task.stato === 'ATTIVO' ? null : { type: TASK_STARTED, data: {} };
}

/** Scheduling off; nothing to record when it already is. */
export function fermaTask(task: StatoAggregatoTask): NewEvent | null {
  return task.stato === 'FERMO' ? null : { type: TASK_STOPPED, data: {} };
}

export function eliminaTask(): NewEvent {
  return { type: TASK_DELETED, data: {} };
}
