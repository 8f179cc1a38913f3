import type { EventMetadata } from '@registro/server-event-store';
import type { NuovoOrdineDto } from './nuovo-ordine.dto';

/**
 * POST /api/ordiniordini: a new order of the signed-in user (the customer); answers its id. With an
 * `Idempotency-Key`, a repeat of the key answers the order created the first time.
 */
export class CreateOrdineCommand {
  constructor(
    readonly body: NuovoOrdineDto,
    readonly userId: number,
    readonly metadata: EventMetadata,
    readonly idempotencyKey?: string,
  ) {}
}
