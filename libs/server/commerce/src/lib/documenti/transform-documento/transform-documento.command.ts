import type { EventMetadata } from '@registro/server-event-store';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import type { SaveDocumentoDto } from '../save-documento/save-documento.dto';

/**
 * Transform a commercial document: POST /api/paperclean/documenti (or /a) without an id and with
 * `documentoOrigine` + `righeOrigine` (the 0-based source rows the new document carries). The
 * endpoint is the save's (save-documento/save-documento.controller.ts), which sends a body naming
 * a source here. With an `Idempotency-Key`, a repeat answers the document created the first time.
 */
export class TransformDocumentoCommand {
  constructor(
    readonly store: StoreDocumento,
    readonly body: SaveDocumentoDto,
    readonly metadata: EventMetadata,
    readonly idempotencyKey?: string,
  ) {}
}
