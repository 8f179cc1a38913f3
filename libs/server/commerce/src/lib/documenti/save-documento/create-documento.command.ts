import type { EventMetadata } from '@registro/server-event-store';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import type { SaveDocumentoDto } from './save-documento.dto';

/**
 * POST /api/paperclean/documenti (store P) or /a (store A) without an id (or -1) and without
 * `documentoOrigine`: a new document (a transformation is TransformDocumentoCommand). With an
 * `Idempotency-Key`, a repeat of the key answers the document created the first time.
 */
export class CreateDocumentoCommand {
  constructor(
    readonly store: StoreDocumento,
    readonly body: SaveDocumentoDto,
    readonly metadata: EventMetadata,
    readonly idempotencyKey?: string,
  ) {}
}
