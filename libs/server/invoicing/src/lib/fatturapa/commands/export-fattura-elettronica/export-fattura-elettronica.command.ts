import type { EventMetadata } from '@registro/server-event-store';

/** GET /api/documenti/fatturaelettronica/:id: the FatturaPA XML of a stored invoice. */
export class ExportFatturaElettronicaCommand {
  constructor(
    readonly id: number,
    readonly metadata: EventMetadata,
  ) {}
}

export interface FatturaElettronicaEsportata {
  xml: string;
  nomeFile: string;
  /** the recipient is a private person: the file must not be sent to the SDI */
  privato: boolean;
}
