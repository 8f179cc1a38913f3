import { SetMetadata, applyDecorators, Injectable } from '@nestjs/common';

/** What a task handler gets for one run. */
export interface TaskRunContext {
  idTask: number;
  runId: string;
  /** appends a line to the run's log (an event) and pushes it live to the task's room */
  log(riga: string): Promise<void>;
  /** aborted when the worker shuts down: stop at the next safe point */
  signal: AbortSignal;
}

/** A scheduled task's implementation, named by the task's "Nome Classe" (classeJava). */
export interface TaskHandler {
  run(context: TaskRunContext): Promise<void>;
  /**
   * A run of this handler was closed INTERROTTO by another process (its worker died holding it):
   * release what the run left open, since its own `esegui` will never get to it.
   */
  interrupted?(idEsecuzione: string, motivo: string): Promise<void>;
}

export const TASK_HANDLER_METADATA = 'registro:gestore-task';

export interface TaskHandlerDescription {
  nomeClasse: string;
  descrizione: string;
}

/**
 * Marks a provider as the handler of tasks whose classeJava is `nomeClasse`. The tasks module
 * discovers every provider carrying it (Nest DiscoveryService), in the api to validate the name
 * on save and in the worker to run it. The provider must be registered in a module both import.
 */
export function RegisterTaskHandler(nomeClasse: string, descrizione: string): ClassDecorator {
  return applyDecorators(
    Injectable(),
    SetMetadata(TASK_HANDLER_METADATA, { nomeClasse, descrizione } satisfies TaskHandlerDescription),
  );
}
