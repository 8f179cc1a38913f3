import type { EventMetadata } from '@registro/server-event-store';
import type { StoreDocumento } from '../../domain/documento-commerciale.events';

/** POST /api/paperclean/documenti (or /a) with the id of an existing BOZZA and the `versione` the editor loaded. */
export class UpdateDocumentoCommand {
  constructor(
    readonly id: number,
    readonly store: StoreDocumento,
    readonly body: unknown,
    readonly metadata: EventMetadata,
  ) {}
}
