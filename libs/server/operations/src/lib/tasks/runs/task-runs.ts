import { Injectable } from '@nestjs/common';
import {
  ConcurrencyError,
  PostgresEventStore,
  type EventMetadata,
  type Transaction,
} from '@registro/server-event-store';
import { ConflictError, isUniqueViolation } from '@registro/server-platform';
import {
  ESECUZIONE_STREAM_TYPE,
  esecuzioneStreamId,
  TASK_RUN_FINISHED,
  TASK_RUN_LOG_APPENDED,
  TASK_RUN_REQUESTED,
  TASK_RUN_STARTED,
  type EsitoEsecuzione,
  type OrigineEsecuzione,
  type RigaLog,
  type TaskRunEvent,
  type TaskRunFinishedData,
  type TaskRunRequestedData,
  type TaskRunStartedData,
} from '../domain/task.events';
import { isRunClosed, taskRunAggregate } from '../domain/task-run.aggregate';

export const MESSAGGIO_GIA_IN_ESECUZIONE = "Il task è già in esecuzione: attendere la fine dell'esecuzione in corso";

/** Another run of the task is waiting or running (the partial unique index of gesantasklog). */
export class RunAlreadyActiveError extends ConflictError {
  constructor() {
    super(MESSAGGIO_GIA_IN_ESECUZIONE);
  }
}

const unaAttiva = (e: unknown): boolean => isUniqueViolation(e, 'gesantasklog_una_attiva_idx');

/**
 * The events of one run, each appended at the version the writer expects: a run has one writer
 * at a time (the worker holding its job); the sweep that closes a dead worker's run appends at
 * the version it read, so a late worker write and the sweep cannot both win.
 */
@Injectable()
export class TaskRuns {
  constructor(private readonly store: PostgresEventStore) {}

  /** Records a run as requested (stream version 1); RunAlreadyActiveError when one is active. */
  async richiedi(
    tx: Transaction,
    idEsecuzione: string,
    dati: TaskRunRequestedData,
    metadata: EventMetadata,
  ): Promise<void> {
    await this.write(() =>
      this.store.append(tx, esecuzioneStreamId(idEsecuzione), ESECUZIONE_STREAM_TYPE, [{ type: TASK_RUN_REQUESTED, data: { ...dati } } satisfies TaskRunEvent], 0, metadata),
    );
  }

  /**
   * Marks the run started. A manual run was requested by the api (version 1); a scheduled one
   * is requested and started here at once (from version 0). Answers the new version, or null
   * when the run was already taken, closed, or another run of the task is active.
   */
  async inizia(
    idEsecuzione: string,
    request: { origine: OrigineEsecuzione; idTask: number; idJob: string } | null,
    dati: TaskRunStartedData,
    metadata: EventMetadata,
  ): Promise<number | null> {
    const eventi: TaskRunEvent[] = [];
    if (request) eventi.push({ type: TASK_RUN_REQUESTED, data: { ...request } });
    eventi.push({ type: TASK_RUN_STARTED, data: { ...dati } });
    try {
      const r = await this.write(() =>
        this.store.appendToStream(esecuzioneStreamId(idEsecuzione), ESECUZIONE_STREAM_TYPE, eventi, request ? 0 : 1, metadata),
      );
      return r.nextVersion;
    } catch (e) {
      if (e instanceof ConcurrencyError || e instanceof RunAlreadyActiveError) return null;
      throw e;
    }
  }

  /** Answers the new version; ConcurrencyError when the run was closed by someone else. */
  async aggiungiRighe(idEsecuzione: string, idTask: number, righe: RigaLog[], versione: number, metadata: EventMetadata): Promise<number> {
    const r = await this.store.appendToStream(
      esecuzioneStreamId(idEsecuzione),
      ESECUZIONE_STREAM_TYPE,
      [{ type: TASK_RUN_LOG_APPENDED, data: { idTask, righe } } satisfies TaskRunEvent],
      versione,
      metadata,
    );
    return r.nextVersion;
  }

  /** Closes the run; false when it was already closed (ConcurrencyError at that version). */
  async termina(
    idEsecuzione: string,
    dati: TaskRunFinishedData,
    versione: number,
    metadata: EventMetadata,
    righe: RigaLog[] = [],
  ): Promise<boolean> {
    const eventi: TaskRunEvent[] = [];
    if (righe.length)
      eventi.push({ type: TASK_RUN_LOG_APPENDED, data: { idTask: dati.idTask, righe } });
    eventi.push({ type: TASK_RUN_FINISHED, data: { ...dati } });
    try {
      await this.store.appendToStream(esecuzioneStreamId(idEsecuzione), ESECUZIONE_STREAM_TYPE, eventi, versione, metadata);
      return true;
    } catch (e) {
      if (e instanceof ConcurrencyError) return false;
      throw e;
    }
  }

  /** Closes a run found orphaned, at the version read from its stream. */
  async closeOrphan(idEsecuzione: string, idTask: number, esito: EsitoEsecuzione, motivo: string, metadata: EventMetadata): Promise<boolean> {
    const { state, currentVersion } = await this.store.aggregateStream(undefined, esecuzioneStreamId(idEsecuzione), taskRunAggregate);
    if (!state || isRunClosed(state)) return false;
    return this.termina(idEsecuzione, { idTask, esito, motivo }, currentVersion, metadata, [
      { dataOra: new Date().toISOString(), riga: motivo },
    ]);
  }

  private async write<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (unaAttiva(e)) throw new RunAlreadyActiveError();
      throw e;
    }
  }
}
