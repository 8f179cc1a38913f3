import type { EventMetadata } from '@registro/server-event-store';

/** POST /api/ordiniordini: a new order of the signed-in user (the customer); answers its id. */
export class CreateOrdineCommand {
  constructor(
    readonly body: unknown,
    readonly userId: number,
    readonly metadata: EventMetadata,
  ) {}
}
