import type { EventMetadata } from '@registro/server-event-store';

/** DELETE /api/ordiniordini/:id: a CREATO order; `soloCliente` set limits it to that customer's own orders. */
export class DeleteOrdineCommand {
  constructor(
    readonly id: number,
    readonly soloCliente: number | null,
    readonly metadata: EventMetadata,
  ) {}
}
