import { SEZIONE, type StatoEsecuzione, type TipoAvvio } from '@registro/contracts';
import { streamIdOf, type Event, type Modifica } from '@registro/server-event-store';

/**
 * Two kinds of stream. The task itself (`taskmanager-<id>`, type `taskmanager`: its settings and
 * scheduling on/off, written by users with an expected version) and each run
 * (`gesantasklog-<uuid>`, type `gesantasklog`: requested, started, log lines, finished, written by
 * the worker). Runs never touch the task's stream, so a run in progress never makes a user's edit
 * fail with 409, and an edit never breaks a run.
 */
export const SEZIONE_TASK = SEZIONE.taskmanager;
export const TASK_STREAM_TYPE = 'taskmanager';
export const ESECUZIONE_STREAM_TYPE = 'gesantasklog';

export const taskStreamId = (id: number) => streamIdOf(TASK_STREAM_TYPE, id);
export const esecuzioneStreamId = (id: string) => streamIdOf(ESECUZIONE_STREAM_TYPE, id);

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
export type ImpostazioniTask = {
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
};

export type TaskCreatedData = ImpostazioniTask & { id: number };

export type { Modifica };

export type TaskUpdatedData = {
  changes: Partial<Record<keyof ImpostazioniTask, Modifica>>;
};

/** 'manuale': esegui (run now); 'pianificata': fired by the task's BullMQ job scheduler. */
export type OrigineEsecuzione = 'manuale' | 'pianificata';

export type TaskRunRequestedData = {
  idTask: number;
  origine: OrigineEsecuzione;
  /** the BullMQ job id that carries the run */
  idJob: string;
};

export type TaskRunStartedData = {
  idTask: number;
  /** the worker process that runs it (host:pid) */
  esecutore: string;
};

export type RigaLog = {
  dataOra: string;
  riga: string;
};

export type TaskRunLogAppendedData = {
  idTask: number;
  righe: RigaLog[];
};

export type EsitoEsecuzione = Exclude<StatoEsecuzione, 'IN ESECUZIONE' | 'IN ATTESA'>;

export type TaskRunFinishedData = {
  idTask: number;
  esito: EsitoEsecuzione;
  /** why it failed or was interrupted */
  motivo?: string;
};

type NoData = Record<string, never>;

/** The task's own stream (`taskmanager-<id>`). */
export type TaskCreated = Event<typeof TASK_CREATED, TaskCreatedData>;
export type TaskUpdated = Event<typeof TASK_UPDATED, TaskUpdatedData>;
export type TaskDeleted = Event<typeof TASK_DELETED, NoData>;
export type TaskStarted = Event<typeof TASK_STARTED, NoData>;
export type TaskStopped = Event<typeof TASK_STOPPED, NoData>;
export type TaskEvent = TaskCreated | TaskUpdated | TaskDeleted | TaskStarted | TaskStopped;

/** One run's stream (`gesantasklog-<uuid>`). */
export type TaskRunRequested = Event<typeof TASK_RUN_REQUESTED, TaskRunRequestedData>;
export type TaskRunStarted = Event<typeof TASK_RUN_STARTED, TaskRunStartedData>;
export type TaskRunLogAppended = Event<typeof TASK_RUN_LOG_APPENDED, TaskRunLogAppendedData>;
export type TaskRunFinished = Event<typeof TASK_RUN_FINISHED, TaskRunFinishedData>;
export type TaskRunEvent = TaskRunRequested | TaskRunStarted | TaskRunLogAppended | TaskRunFinished;
