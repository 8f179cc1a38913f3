import { SEZIONE, type FormatoTemplate, type StatoPrintReport } from '@registro/contracts';
import { streamIdOf, type Event, type RecordEvent } from '@registro/server-event-store';

/** A print server record is a generic record on `printserver-<id>` (RecordCreated/Updated/Deleted). */
export const SEZIONE_PRINTSERVER = SEZIONE.printserver;
export const streamPrintReport = (id: number) => streamIdOf(SEZIONE_PRINTSERVER, id);

export type ValoriPrintReport = {
  reportName: string;
  nomeFile: string;
  descrizione: string;
  versione: string;
  stato: StatoPrintReport;
  testData: string;
};

/** A template by document-type code is a generic record on `printreport-<id>`, plus TemplateCaricato. */
export const SEZIONE_PRINTREPORT = SEZIONE.printreport;
export const streamReportTipo = (id: number) => streamIdOf(SEZIONE_PRINTREPORT, id);

export type ValoriReportTipo = {
  codiceTipoDocumento: string;
  descrizione: string;
  master: string;
  subreport: string;
};

/** A template file uploaded for a report type: the bytes are in reporting_file under sha256. */
export const TEMPLATE_CARICATO = 'TemplateCaricato';
export type TemplateCaricatoData = {
  nomeFile: string;
  formato: FormatoTemplate;
  sha256: string;
  dimensione: number;
};
export type TemplateCaricato = Event<typeof TEMPLATE_CARICATO, TemplateCaricatoData>;

/** The events of `printserver-<id>`: the generic record events. */
export type PrintReportEvent = RecordEvent<ValoriPrintReport>;

/** The events of `printreport-<id>`: the generic record events and the uploads. */
export type ReportTipoEvent = RecordEvent<ValoriReportTipo> | TemplateCaricato;
