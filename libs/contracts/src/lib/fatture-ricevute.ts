/**
 * Supplier e-invoices received (issue 26): FatturaPA files (ordinary FPR12/FPA12 or simplified
 * FSM10), plain or signed as .p7m, imported by `POST fatturericevute/importa`, one received document
 * per `FatturaElettronicaBody`. Amounts are JSON numbers as the file states them (two decimals,
 * unit prices up to eight); dates ISO `YYYY-MM-DD`.
 */

/** The supplier as the file names it, matched to a party of type fornitore (commerce's anagrafica). */
export interface FornitoreFatturaRicevuta {
  idAnagrafica: number;
  denominazione: string;
  partitaIva: string;
  codiceFiscale: string;
  /** how the party was found: by VAT number, by fiscal code, or created by this import */
  corrispondenza?: 'partitaIva' | 'codiceFiscale' | 'creato';
}

/** One document created by an import. */
export interface FatturaRicevutaCreata {
  id: number;
  /** the uploaded file it came from (inside a zip: `archivio.zip/IT…xml.p7m`) */
  file: string;
  numero: string;
  data: string;
  /** TD01…TD28 */
  tipoDocumento: string;
  /** ImportoTotaleDocumento, else the sum the file implies */
  totale: number;
  fornitore: FornitoreFatturaRicevuta;
}

export interface FatturaRicevutaRifiutata {
  file: string;
  messaggio: string;
  /** the document already imported, when the refusal is a duplicate */
  idEsistente?: number;
}

/** The answer of POST fatturericevute/importa. */
export interface EsitoImportazioneFattureRicevute {
  creati: FatturaRicevutaCreata[];
  rifiutati: FatturaRicevutaRifiutata[];
}

/** One row of GET fatturericevute. */
export interface FatturaRicevutaElenco {
  id: number;
  numero: string;
  data: string;
  tipoDocumento: string;
  fornitore: FornitoreFatturaRicevuta;
  totale: number;
  divisa: string;
  /** the payment due dates, ISO, ascending */
  scadenze: string[];
  /** ISO timestamp of the import */
  importataIl: string;
  /** FPR12, FPA12 or FSM10 */
  formato: string;
  nomeFile: string;
}

export interface FiltriFattureRicevute {
  fornitore?: string;
  numero?: string;
  dataDal?: string;
  dataAl?: string;
  tipoDocumento?: string;
  /** due dates from/to */
  scadenzaDal?: string;
  scadenzaAl?: string;
}

export interface SoggettoFatturaRicevuta {
  denominazione: string;
  nome?: string;
  cognome?: string;
  partitaIva: string;
  codiceFiscale: string;
  indirizzo: string;
  numeroCivico?: string;
  cap: string;
  comune: string;
  provincia?: string;
  nazione: string;
  regimeFiscale?: string;
}

export interface RigaFatturaRicevuta {
  numeroLinea: number;
  codiceArticolo?: string;
  descrizione: string;
  quantita: number | null;
  unitaMisura?: string;
  prezzoUnitario: number;
  /** each ScontoMaggiorazione as written: SC/MG with percent or amount */
  scontiMaggiorazioni: { tipo: 'SC' | 'MG'; percentuale?: number; importo?: number }[];
  prezzoTotale: number;
  aliquotaIva: number;
  natura?: string;
}

export interface RiepilogoIvaRicevuta {
  aliquotaIva: number;
  natura?: string;
  imponibile: number;
  imposta: number;
  esigibilita?: string;
  riferimentoNormativo?: string;
}

export interface PagamentoRicevuto {
  condizioni?: string;
  modalita: string;
  scadenza?: string;
  importo: number;
  iban?: string;
  istituto?: string;
  beneficiario?: string;
}

export interface AllegatoRicevuto {
  nome: string;
  formato?: string;
  descrizione?: string;
  byte: number;
  /** SHA-256 (hex) of the decoded bytes, as kept and downloaded by `GET fatturericevute/{id}/allegati/{nome}` */
  sha256?: string;
}

/** GET fatturericevute/{id}: one received document whole. */
export interface FatturaRicevuta extends FatturaRicevutaElenco {
  versione?: number;
  /** the document type of the registry (tipidocumento, tipo RICEVUTO) whose tipoDocumentoSdi is the file's TipoDocumento, when one exists */
  idTipoDocumento?: number;
  tipoDocumentoDescrizione?: string;
  cedente: SoggettoFatturaRicevuta;
  cessionario: SoggettoFatturaRicevuta;
  trasmittente: { idPaese: string; idCodice: string; progressivoInvio: string; codiceDestinatario?: string; pecDestinatario?: string };
  causale: string[];
  bollo?: { virtuale: boolean; importo: number };
  ritenute: { tipo: string; importo: number; aliquota: number; causale: string }[];
  documentiCollegati: { tipo: 'ordine' | 'contratto' | 'convenzione' | 'ricezione' | 'fattura'; idDocumento: string; data?: string }[];
  righe: RigaFatturaRicevuta[];
  riepiloghiIva: RiepilogoIvaRicevuta[];
  pagamenti: PagamentoRicevuto[];
  allegati: AllegatoRicevuto[];
  /** what was read with tolerance (spaces around a date, a missing declaration…) */
  avvisi: string[];
  /** the signature's certificate when the file was a .p7m (recorded, not a requirement) */
  firma?: { soggetto: string; codiceFiscale?: string; emittente: string; numeroSerie: string; validoDal: string; validoAl: string };
}
