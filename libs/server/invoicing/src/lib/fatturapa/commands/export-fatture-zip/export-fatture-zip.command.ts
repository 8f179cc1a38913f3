import type { EventMetadata } from '@registro/server-event-store';
import type { ExportFattureZipDto } from './export-fatture-zip.dto';

/** The most invoices one zip holds: more is 422 (narrow the filters). */
export const MASSIMO_FATTURE_ZIP = 500;

/** POST /api/documenti/fatturaelettronica/zip: many invoices' XML under their SDI names, for an intermediary. */
export class ExportFattureZipCommand {
  constructor(
    readonly richiesta: ExportFattureZipDto,
    readonly metadata: EventMetadata,
  ) {}
}

export interface FattureZip {
  zip: Buffer;
  /** fatture-sdi-<DD-MM-YYYY>.zip, the Rome day of the download */
  nomeFile: string;
}
