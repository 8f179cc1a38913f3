import type { EventMetadata } from '@registro/server-event-store';
import type { ModuloTask } from '../../domain/impostazioni-task';

/** POST /api/gesantask: answers the new task's id. The task starts FERMO. */
export class CreateTaskCommand {
  constructor(
    readonly modulo: ModuloTask,
    readonly metadata: EventMetadata,
  ) {}
}
