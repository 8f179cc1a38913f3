import type { EventMetadata } from '@registro/server-event-store';

/** GET /api/documenti/fatturaelettronica/:id: the FatturaPA XML of a stored invoice. */
export class ExportFatturaElettronicaCommand {
  constructor(
    readonly id: number,
    readonly metadata: EventMetadata,
  ) {}
}

export interface FatturaElettronicaEsportata {
  /** the exact bytes answered (UTF-8), whose SHA-256 the export recorded */
  xml: Buffer;
  /** the spec's name, {numero}_{DD-MM-YYYY}.xml */
  nomeFile: string;
  /** the SDI's name, IT<IdCodice>_<progressivo>.xml; absent for an invoice without a stream (nothing recorded) */
  nomeFileSdi?: string;
  numeroDocumento: string;
  /** the recipient is a private person: the file must not be sent to the SDI */
  privato: boolean;
}
