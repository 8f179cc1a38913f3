import type { EventMetadata } from '@registro/server-event-store';
import type { StoreDocumento } from '../../domain/documento-commerciale.events';

/**
 * POST /api/paperclean/documenti (store P) or /a (store A) without an id (or -1): a new document;
 * with `documentoOrigine` and `righeOrigine`, the transformation of a COMPLETA source's rows. With
 * an `Idempotency-Key`, a repeat of the key answers the document created the first time.
 */
export class CreateDocumentoCommand {
  constructor(
    readonly store: StoreDocumento,
    readonly body: unknown,
    readonly metadata: EventMetadata,
    readonly idempotencyKey?: string,
  ) {}
}
