import type { EventMetadata } from '@registro/server-event-store';
import type { ModuloTask } from '../../domain/impostazioni-task';

/** PUT /api/gesantask/:id. An ATTIVO task is rescheduled with its new settings. */
export class UpdateTaskCommand {
  constructor(
    readonly id: number,
    readonly modulo: ModuloTask,
    readonly metadata: EventMetadata,
  ) {}
}
