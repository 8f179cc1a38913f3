import type { EventMetadata } from '@registro/server-event-store';

/** DELETE /api/paperclean/documenti/{id}: only a BOZZA. */
export class DeleteDocumentoCommand {
  constructor(
    readonly id: number,
    readonly metadata: EventMetadata,
  ) {}
}
