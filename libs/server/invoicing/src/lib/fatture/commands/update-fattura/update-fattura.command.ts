import type { EventMetadata } from '@registro/server-event-store';

/** PUT /api/documenti/:id: the editor's whole document; `versione` (when sent) must be the stream's. */
export class UpdateFatturaCommand {
  constructor(
    readonly id: number,
    readonly body: unknown,
    readonly metadata: EventMetadata,
  ) {}
}
