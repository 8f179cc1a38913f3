import type { EventMetadata } from '@registro/server-event-store';

/**
 * POST /api/documenti: a new invoice from the editor's whole document (JSON); answers its id. With
 * an `Idempotency-Key`, a repeat of the key answers the invoice created the first time.
 */
export class CreateFatturaCommand {
  constructor(
    readonly body: unknown,
    readonly metadata: EventMetadata,
    readonly idempotencyKey?: string,
  ) {}
}
