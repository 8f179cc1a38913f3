import type { EventMetadata } from '@registro/server-event-store';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import type { SaveDocumentoDto } from './save-documento.dto';

/** POST /api/paperclean/documenti (or /a) with the id of an existing BOZZA and the `versione` the editor loaded. */
export class UpdateDocumentoCommand {
  constructor(
    readonly id: number,
    readonly store: StoreDocumento,
    readonly body: SaveDocumentoDto,
    readonly metadata: EventMetadata,
  ) {}
}
