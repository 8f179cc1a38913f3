import type { EventMetadata } from '@registro/server-event-store';

/** POST /api/documenti: a new invoice from the editor's whole document (JSON); answers its id. */
export class CreateFatturaCommand {
  constructor(
    readonly body: unknown,
    readonly metadata: EventMetadata,
  ) {}
}
