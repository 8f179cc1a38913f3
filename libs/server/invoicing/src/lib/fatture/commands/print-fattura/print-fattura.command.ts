import type { EventMetadata } from '@registro/server-event-store';

/** POST /api/documenti/:id/stampa: the PDF (base64) of the stored document, report 'documenti'. */
export class PrintFatturaCommand {
  constructor(
    readonly id: number,
    readonly metadata: EventMetadata,
  ) {}
}
