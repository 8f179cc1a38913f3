import type { EventMetadata } from '@registro/server-event-store';

/**
 * Runs a task now (GET /api/gesantask/esegui/:id through run-task.ts, or another context starting its task):
 * records the run as requested and queues it for the worker. Answers `{ idEsecuzione }`;
 * 409 (ConflictError) when the task already has a run in progress, 404 when it does not exist.
 */
export class RunTaskCommand {
  constructor(
    readonly idTask: number,
    /** who asked (the event's userName) */
    readonly utente: string,
    /** request metadata (ip, user agent, correlation id) when there is a request */
    readonly metadata: EventMetadata = {},
  ) {}
}

export interface EsecuzioneRichiesta {
  idEsecuzione: string;
}
