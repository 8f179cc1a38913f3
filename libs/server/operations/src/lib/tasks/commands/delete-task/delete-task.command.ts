import type { EventMetadata } from '@registro/server-event-store';

/** DELETE /api/gesantask/:id: 409 while a run is waiting or running. */
export class DeleteTaskCommand {
  constructor(
    readonly id: number,
    readonly metadata: EventMetadata,
  ) {}
}
