/** Printing, templates, document repository and signing (spec 1 §3/§7, spec 2 §2.3, §2.4, §3, §7). */

/** Print report (print server) stato: freely selectable, no transitions enforced (spec 2 §4). */
export const STATI_PRINT_REPORT = ['ATTIVO', 'SOSPESO', 'OBSOLETO'] as const;
export type StatoPrintReport = (typeof STATI_PRINT_REPORT)[number];

/** Template file formats the engine reads. */
export const FORMATI_TEMPLATE = ['jrxml', 'jasper'] as const;
export type FormatoTemplate = (typeof FORMATI_TEMPLATE)[number];

/** GET /api/printserver (list, recordsNumber; 30 per page) and GET /api/printserver/{id}. */
export interface PrintReport {
  id: number;
  /** the name POST print/createreport is called with */
  reportName: string;
  /** the template file name (e.g. fattura.jrxml), one of GET printserver/nomifile */
  nomeFile: string;
  descrizione: string;
  versione: string;
  stato: StatoPrintReport;
  /** JSON text used by the Test button */
  testData: string;
}

/** POST /api/printserver, PUT /api/printserver/{id}. */
export type PrintReportModificabile = Omit<PrintReport, 'id'>;

/** One entry of GET /api/printserver/nomifile: the template files the print server can use. */
export interface NomeFileTemplate {
  nomeFile: string;
  /** where it comes from: a built-in template or an uploaded one */
  origine: 'predefinito' | 'caricato';
}

/** GET /api/printreporttipi (list, recordsNumber; 50 per page) and GET /api/printreporttipi/{id}. */
export interface ReportTipo {
  id: number;
  codiceTipoDocumento: string;
  descrizione: string;
  /** default "MasterReport" */
  master: string;
  /** the uploaded template's name: the file name without extension */
  subreport: string;
}

/** POST /api/printreporttipi, PUT /api/printreporttipi/{id}. */
export type ReportTipoModificabile = Omit<ReportTipo, 'id'> & { id?: number };

/** POST /api/printreporttipi/upload. `base64` is a data URL (or plain base64) of a .jasper or .jrxml file. */
export interface UploadReportTipo {
  /** the file name, e.g. "Fattura.jasper" */
  name: string;
  base64: string;
  idReportTipo: number;
}

/** POST /api/print/createreport. The answer's data is the base64 of the PDF. */
export interface RichiestaStampa {
  reportName: string;
  /** the record to print: an object (one record, or with list fields for detail rows) or an array of records */
  data: unknown;
}

/** Counters of Riepilogo Documenti: GET /api/wincareold/contatori?dataDal=&dataAl= (days AAAA-MM-GG, or epoch ms). */
export interface ContatoriDocumenti {
  prodotto: number;
  inviatoFse: number;
}

/** A document to sign (spec 1 §3), POST /api/allegati. `file` is the base64 of a PDF. */
export interface DocumentoDaFirmare {
  idRisorsa: number;
  idAnagrafica?: number | null;
  nomeFile: string;
  size: number;
  file: string;
  tipo: 'application/pdf';
  descrizione: string;
  tipoDocumento: string;
  /** the section of the record the document belongs to (default documentrepository); needed by {resource}/firma/{id} and lastactive?sezione= */
  sezione?: string;
  /** epoch ms; default now. The Riepilogo Documenti counters count documents by this day (Europe/Rome). */
  dataRefertazione?: number;
}

/**
 * GET /api/documentrepository (list, recordsNumber; filters idRisorsa, sezione, tipoDocumento,
 * dataDal, dataAl on dataRefertazione) and GET /api/documentrepository/{id}: a document's metadata.
 */
export interface DocumentoArchiviato {
  id: number;
  idRisorsa: number;
  sezione: string;
  idAnagrafica: number | null;
  nomeFile: string;
  descrizione: string;
  tipoDocumento: string;
  /** epoch ms */
  dataRefertazione: number;
  /** the stream version: 1 as produced, +1 per signature, FSE sending or cancellation */
  versione: number;
  /** size in bytes of the current PDF */
  size: number;
  firmato: boolean;
  /** how many signatures the current PDF carries */
  firme: number;
  ultimoFirmatario: string | null;
  inviatoFse: boolean;
  /** epoch ms, null until sent */
  dataInvioFse: number | null;
  annullato: boolean;
  /** epoch ms */
  creatoIl: number;
  creatoDa: string;
}

/**
 * GET /api/documentrepository/lastactive/{id}: the current PDF of document {id}; with
 * ?sezione=<section>, {id} is a record of that section and its latest active document is returned.
 * 404 (the web shows "Documento non firmato") when there is none.
 */
export interface DocumentoRepository {
  id: number;
  idRisorsa: number;
  sezione: string;
  nomeFile: string;
  descrizione: string;
  tipoDocumento: string;
  versione: number;
  firmato: boolean;
  /** the PDF */
  base64: string;
}

/** One entry of GET /api/digitalsigndevice?tipoFirma=&gestore=. */
export interface DispositivoFirma {
  codiceDispositivo: string;
  descrizioneDispositivo: string;
  /** true when the device takes a handwritten stroke (signature pad) before the digital signature */
  grafometrico: boolean;
}

/** POST /api/sign (spec 1 §3 "Signature request"). Answer: messaggio. */
export interface RichiestaFirma {
  gestore: string;
  tipo: string;
  username: string;
  pin: string;
  codiceDispositivo: string;
  codiceApplicativo: string;
  files: { idRiferimento: number; filename: string; fileBase64: string }[];
  /** PNG data URL of the handwritten stroke, for a graphometric device */
  firmaGrafica?: string | null;
  /** the signature field's name in the PDF (default Firma) */
  fieldName?: string;
}

/** POST or PUT /api/{resource}/firma/{idEvento} (spec 1 §3 "Signing"). */
export interface RichiestaFirmaRisorsa {
  idEvento: number;
  /** the signing password, base64-encoded twice */
  key: string;
  /** the signature field name in the PDF */
  fieldName: string;
  /** PNG data URL of the handwritten stroke, placed in the PDF before the digital signature */
  firmaGrafica?: string | null;
  codiceDispositivo?: string;
}

/** GET /api/documentrepository/scrivania: Home's counters of the document archive (issue 25). */
export interface ScrivaniaArchivio {
  /** the active documents not signed yet: the list /documentrepository?firmato=false */
  documentiDaFirmare: number;
}
