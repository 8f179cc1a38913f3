import type { EventMetadata } from '@registro/server-event-store';

/** DELETE /api/ordiniordini/:id: a CREATO order; `idCliente` set limits it to that customer's own orders. */
export class DeleteOrdineCommand {
  constructor(
    readonly id: number,
    readonly idCliente: number | null,
    readonly metadata: EventMetadata,
  ) {}
}
