import type { FatturaRicevuta, FornitoreFatturaRicevuta } from '@registro/contracts';
import type { Event } from '@registro/server-event-store';

/** Stream type (and permission section) of a received supplier invoice: `fatturericevute-<id>`. */
export const FATTURA_RICEVUTA_STREAM_TYPE = 'fatturericevute';

/** An attachment as stored: its bytes are in `the platform's file archive (table `reporting_file`)` under `sha256`. */
export interface AllegatoImportato {
  nome: string;
  formato?: string;
  descrizione?: string;
  byte: number;
  sha256: string;
}

/** What the file says of one FatturaElettronicaBody (with its header), as the reader gives it. */
export type DocumentoRicevutoLetto = Omit<
  FatturaRicevuta,
  'id' | 'versione' | 'fornitore' | 'scadenze' | 'importataIl' | 'nomeFile' | 'allegati' | 'avvisi' | 'firma'
>;

export type FatturaRicevutaImportataData = {
  id: number;
  documento: DocumentoRicevutoLetto;
  /** the uploaded file it came from (inside a zip: `archivio.zip/IT…xml.p7m`) */
  nomeFile: string;
  /** SHA-256 (hex) of the original bytes, kept in `the platform's file archive (table `reporting_file`)` */
  sha256: string;
  fornitore: FornitoreFatturaRicevuta;
  /** the registry's RICEVUTO document type for the file's TipoDocumento, when one exists */
  tipoDocumentoRicevuto?: { id: number; descrizione: string };
  allegati: AllegatoImportato[];
  avvisi: string[];
  firma?: FatturaRicevuta['firma'];
};

export type FatturaRicevutaImportata = Event<'FatturaRicevutaImportata', FatturaRicevutaImportataData>;
export type FatturaRicevutaStampata = Event<'FatturaRicevutaStampata', { reportName: string }>;

export type FatturaRicevutaEvent = FatturaRicevutaImportata | FatturaRicevutaStampata;

export const FATTURA_RICEVUTA_EVENT_TYPES: FatturaRicevutaEvent['type'][] = ['FatturaRicevutaImportata', 'FatturaRicevutaStampata'];
