import type { FormatoTemplate, StatoPrintReport } from '@registro/contracts';

/** A print server record is a generic record on `printserver-<id>` (RecordCreated/Updated/Deleted). */
export const SEZIONE_PRINTSERVER = 'printserver';
export const streamPrintReport = (id: number) => `${SEZIONE_PRINTSERVER}-${id}`;

export interface ValoriPrintReport {
  reportName: string;
  nomeFile: string;
  descrizione: string;
  versione: string;
  stato: StatoPrintReport;
  testData: string;
}

/** A template by document-type code is a generic record on `printreport-<id>`, plus TemplateCaricato. */
export const SEZIONE_PRINTREPORT = 'printreport';
export const streamReportTipo = (id: number) => `${SEZIONE_PRINTREPORT}-${id}`;

export interface ValoriReportTipo {
  codiceTipoDocumento: string;
  descrizione: string;
  master: string;
  subreport: string;
}

/** A template file uploaded for a report type: the bytes are in reporting_file under sha256. */
export const TEMPLATE_CARICATO = 'TemplateCaricato';
export interface TemplateCaricatoData {
  nomeFile: string;
  formato: FormatoTemplate;
  sha256: string;
  dimensione: number;
}
