import type { StatoEsecuzione, TipoAvvio } from '@registro/contracts';

/**
 * Two kinds of stream. The task itself (`taskmanager-<id>`, type `taskmanager`: its settings and
 * scheduling on/off, written by users with an expected version) and each run
 * (`gesantasklog-<uuid>`, type `gesantasklog`: requested, started, log lines, finished, written by
 * the worker). Runs never touch the task's stream, so a run in progress never makes a user's edit
 * fail with 409, and an edit never breaks a run.
 */
export const SEZIONE_TASK = 'taskmanager';
export const TASK_STREAM_TYPE = 'taskmanager';
export const ESECUZIONE_STREAM_TYPE = 'gesantasklog';

export const taskStreamId = (id: number) => `${TASK_STREAM_TYPE}-${id}`;
export const esecuzioneStreamId = (id: string) => `${ESECUZIONE_STREAM_TYPE}-${id}`;

export const TASK_CREATED = 'TaskCreated';
export const TASK_UPDATED = 'TaskUpdated';
export const TASK_DELETED = 'TaskDeleted';
/** scheduling on: stato ATTIVO */
export const TASK_STARTED = 'TaskStarted';
/** scheduling off: stato FERMO */
export const TASK_STOPPED = 'TaskStopped';

export const TASK_RUN_REQUESTED = 'TaskRunRequested';
export const TASK_RUN_STARTED = 'TaskRunStarted';
export const TASK_RUN_LOG_APPENDED = 'TaskRunLogAppended';
export const TASK_RUN_FINISHED = 'TaskRunFinished';

/** The fields a user edits. */
export interface ImpostazioniTask {
  nome: string;
  tipoAvvio: TipoAvvio;
  descrizione: string;
  classeJava: string;
  /** ISO instant or null */
  avvioData: string | null;
  ripetizioneMese: number;
  ripetizioneGiorno: number;
  ripetizioneOre: number;
  ripetizioneMinuti: number;
}

export type TaskCreatedData = ImpostazioniTask & { id: number };

export interface Modifica {
  prima: unknown;
  dopo: unknown;
}

export interface TaskUpdatedData {
  changes: Partial<Record<keyof ImpostazioniTask, Modifica>>;
}

/** 'manuale': esegui (run now); 'pianificata': fired by the task's BullMQ job scheduler. */
export type OrigineEsecuzione = 'manuale' | 'pianificata';

export interface TaskRunRequestedData {
  idTask: number;
  origine: OrigineEsecuzione;
  /** the BullMQ job id that carries the run */
  idJob: string;
}

export interface TaskRunStartedData {
  idTask: number;
  /** the worker process that runs it (host:pid) */
  esecutore: string;
}

export interface RigaLog {
  dataOra: string;
  riga: string;
}

export interface TaskRunLogAppendedData {
  idTask: number;
  righe: RigaLog[];
}

export type EsitoEsecuzione = Exclude<StatoEsecuzione, 'IN ESECUZIONE' | 'IN ATTESA'>;

export interface TaskRunFinishedData {
  idTask: number;
  esito: EsitoEsecuzione;
  /** why it failed or was interrupted */
  motivo?: string;
}
