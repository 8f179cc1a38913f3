/**
 * Invoicing (spec 2 §2.1, §2.2, §3, §7): invoices, their lines, document types, reasons,
 * numerators and the lookups of the invoice editor. Amounts travel as JSON numbers with at most
 * two decimals (the server computes them with decimal arithmetic and stores them as numeric);
 * the server also accepts them as numeric strings ("25.25").
 */
import type { FatturaCollegata } from './fatture-note-credito';
import type { StatoSdi } from './fatture-sdi';

/** A line of an invoice (spec 2 §3 "Document line"). */
export interface RigaDocumento {
  codiceArticolo: string;
  descrizione: string;
  idUnitaMisura: number | null;
  unitaMisura: string;
  quantita: number;
  idMoltiplicatore: number | null;
  descrizioneMoltiplicatore: string;
  moltiplicatore: number;
  prezzoUnitario: number;
  /** discount percent */
  sconto: number;
  /** quantita × moltiplicatore × prezzoUnitario less sconto %, half-up to 2 decimals (computed by the server) */
  totaleRiga: number;
  idIva: number | null;
  descrizioneIva: string;
  aliquota: number;
  /** FatturaPA Natura of a 0% rate (N4 for exempt healthcare), from the VAT table; null when taxed */
  natura?: string | null;
  idTipoSpesa: number | null;
  codiceTipoSpesa: string;
}

/** An invoice document (spec 2 §3 "Invoice document"): GET/POST/PUT /api/documenti. */
export interface DocumentoFattura {
  /** -1 or absent for a new one */
  id: number;
  /** the stream version the editor loaded; sent back on PUT so a concurrent save is a 409 */
  versione?: number;
  idSoggetto: number | null;
  idMetodoPagamento: number | null;
  /** assigned by the server from the type's numerator at the first save; '' before */
  numeroDocumento: string;
  /** ISO timestamp */
  dataDocumento: string;
  cognomeRagioneSoggetto: string;
  nomeSoggetto: string;
  codiceFiscaleSoggetto: string;
  partitaIvaSoggetto: string;
  /** SDI recipient code: 7 characters (FPR12) or 6 (public body, FPA12); '0000000' when unknown */
  codiceDestinatario: string;
  indirizzoSoggetto: string;
  /** province sigla (NA, RM…) */
  provinciaSoggetto: string;
  localitaSoggetto: string;
  localitaSoggettoCodiceIstat: string;
  capSoggetto: string;
  idTipoDocumento: number | null;
  tipoDocumentoDescrizione: string;
  idCausaleDocumento: number | null;
  causaleDocumento?: { descrizioneCausale: string } | null;
  causaleDocumentoDescrizione: string;
  /** default 'IDEM' */
  indirizzoDestinazione: string;
  /** default '1' */
  idMagazzino: string;
  /** default 'GG' */
  magazzinoDescrizione: string;
  codiceStruttura: string;
  totaleImponibileDocumento: number;
  totaleImpostaDocumento: number;
  totaleDocumento: number;
  /** stamp duty: 2.00 when the exempt/excluded amount exceeds 77.47, else 0 */
  marcaBolloImporto: number;
  marcaBolloVirtuale: boolean;
  marcaBolloNumero: string;
  /** the patient opposed sending the expense to the Sistema Tessera Sanitaria (flagOpposizione) */
  opposizioneTs?: boolean;
  righeDocumento: RigaDocumento[];
  /** true once the XML was downloaded (since creation or the last reopening): recipient, lines, totals and date are locked */
  esportata?: boolean;
  /** the state the last SDI receipt recorded; absent before any */
  statoSdi?: StatoSdi | null;
  /** on a credit note: the invoice it credits (POST documenti/{id}/notacredito); absent on an invoice */
  fatturaCollegata?: FatturaCollegata | null;
}

/** One row of GET /api/documenti (100 per page, server-side). */
export interface DocumentoFatturaElenco {
  id: number;
  numeroDocumento: string;
  dataDocumento: string;
  tipoDocumentoDescrizione: string;
  cognomeRagioneSoggetto: string;
  nomeSoggetto: string;
  codiceStruttura: string;
  totaleDocumento: number;
  /** the recipient is a private person: the electronic invoice must not be sent to SDI */
  privato: boolean;
  /** where the invoice stands at the SDI; null for a private person (never sent) */
  statoSdi: StatoSdi | null;
}

/** Query of GET /api/documenti. */
export interface FiltriFatture {
  codiceStruttura?: string;
  dataDal?: string;
  dataAl?: string;
  numeroDocumento?: string;
  tipoDocumentoDescrizione?: string;
  cognomeRagioneSoggetto?: string;
  /** 'true': only the invoices to a partita IVA not yet exported as XML */
  daEsportare?: string;
  /** one of STATI_SDI: only the invoices in that SDI state */
  statoSdi?: string;
}

/** GET /api/documenti/scrivania: what waits on Home for a user who may see the invoices. */
export interface ScrivaniaFatture {
  /** the invoices to a partita IVA not yet exported as XML: the list with daEsportare=true */
  fattureDaEsportare: number;
}

/** Document type (spec 2 §3): GET/POST/PUT /api/tipidocumento. */
export interface TipoDocumento {
  id: number;
  tipoDocumento: 'EMESSO' | 'RICEVUTO';
  codiceTipoDocumento: string;
  descrizioneTipoDocumento: string;
  codiceNumeratore: string;
  /** FatturaPA TipoDocumento (TD01 invoice, TD04 credit note…) */
  tipoDocumentoSdi: string;
}

export const OPERAZIONI_MAGAZZINO = ['INVARIATO', 'CARICO', 'SCARICO'] as const;
export const OPERAZIONI_CONTABILI = ['INVARIATO', 'DARE', 'AVERE'] as const;

/** Reason (causale) of a document type (spec 2 §3): GET /api/causalidocumento?idTipoDocumento=. */
export interface CausaleDocumento {
  id: number;
  idTipoDocumento: number;
  codiceTipoDocumento: string;
  codiceCausale: string;
  descrizioneCausale: string;
  operazioneMagazzino: (typeof OPERAZIONI_MAGAZZINO)[number];
  operazioneContabile: (typeof OPERAZIONI_CONTABILI)[number];
  stampaPrezzi: boolean;
  soggettiCollegati: string;
  documentiCollegati: string;
}

/** GET /api/tipidocumento/{id}: the type and its reasons (the view page's table). */
export interface TipoDocumentoDettaglio extends TipoDocumento {
  causali: CausaleDocumento[];
}

/** Numerator (counter) of a document type for a year and structure (spec 2 §3). */
export interface Numeratore {
  id: number;
  codice: string;
  descrizione: string;
  /** the last number given */
  valore: number;
  anno: number;
  codiceStruttura: string;
  note: string;
}

/** A facility (GET /api/strutture); the seller data of the electronic invoice are its own. */
export interface Struttura {
  id: number;
  codiceStruttura: string;
  denominazione: string;
  partitaIva: string;
  codiceFiscale: string;
  /** FatturaPA RegimeFiscale, e.g. RF01 */
  regimeFiscale: string;
  indirizzo: string;
  numeroCivico: string;
  cap: string;
  comune: string;
  provincia: string;
  nazione: string;
  /** Sistema Tessera Sanitaria sender codes (730 export) */
  codiceRegione: string;
  codiceAsl: string;
  codiceSsa: string;
  cfProprietario: string;
  /** the version the edit page loaded and sends back: another user's save in between is 409 */
  versione?: number;
}

export interface Provincia {
  sigla: string;
  codiceIstat: string;
  provincia: string;
}

export interface Comune {
  codiceIstat: string;
  comune: string;
  /** the first postal code; `caps` lists all of a multi-CAP city */
  cap: string;
  caps: string[];
  siglaProvincia: string;
}

/** GET /api/clienti?ragioneSoggetto= (customer search of the recipient modal). */
export interface Cliente {
  id: number;
  cognome: string;
  nome: string;
  /** fiscal code */
  identificativo: string;
  partitaIva: string;
  codiceDestinatario: string;
  indirizzo: string;
  cap: string;
  localita: string;
  localitaCodiceIstat: string;
  provincia: string;
}

export interface MetodoPagamento {
  id: number;
  descrizioneMetodoPagamento: string;
  /** FatturaPA ModalitaPagamento (MP01 contanti, MP05 bonifico, MP08 carta…) */
  codiceFatturaPa: string;
  /** traceable payment (Sistema TS pagamentoTracciato) */
  tracciato: boolean;
}

export interface UnitaMisura {
  id: number;
  descrizione: string;
}

export interface Moltiplicatore {
  id: number;
  descrizioneMoltiplicatore: string;
  multiplo: number;
}

export interface AliquotaIva {
  id: number;
  descrizioneIva: string;
  aliquotaIva: number;
  /** FatturaPA Natura for a 0% rate (N4 exempt healthcare, N1 excluded art. 15…) */
  natura: string | null;
  riferimentoNormativo: string | null;
}

/** Expense types of the Sistema Tessera Sanitaria (TK, FC, FV, AS, SR, CT, PI, IC, AA, AD, SV, SP). */
export interface TipoSpesa {
  id: number;
  codiceTipoSpesa: string;
  descrizioneTipoSpesa: string;
}

/** GET /api/leonidaaccettazionetariffe (forPage 10000): tariffs of the visits. */
export interface Tariffa {
  id: number;
  codiceTipoTariffa: string;
  codiceTariffa: string;
  descrizione: string;
  importo: number;
  iva: number;
}

/** Prefill of the invoice editor from a patient admission, kept in session storage (spec 2 §4). */
export interface PrefillAccettazione {
  idSoggetto: number | null;
  cognome: string;
  nome: string;
  codiceFiscale: string;
  indirizzo?: string;
  cap?: string;
  localita?: string;
  provincia?: string;
  codiceStruttura: string;
  /** AGONISTA, AGONISTA PRIVATO, NON AGONISTA, VOLO DA DIPORTO */
  tipoAtleta: string;
  codiceTariffa?: string;
}

/** Line description by athlete type (spec 2 §4). */
export const DESCRIZIONE_VISITA_PER_TIPO_ATLETA: Record<string, string> = {
  AGONISTA: 'VISITA MEDICO SPORTIVA AGONISTICA',
  'AGONISTA PRIVATO': 'VISITA MEDICO SPORTIVA AGONISTICA',
  'NON AGONISTA': 'VISITA MEDICO SPORTIVA NON AGONISTICA',
  'VOLO DA DIPORTO': 'VISITA MEDICO SPORTIVA PER VOLO DA DIPORTO',
};

/**
 * One reason the SDI would refuse an electronic invoice: the 422 of GET
 * documenti/fatturaelettronica/{id} carries them in `problemi` (and joined by '#' in messaggio).
 * `codice` is the SDI error code (00423…) or XSD, XML, BOLLO, NORMA, TOTALE.
 */
export interface ProblemaSdi {
  codice: string;
  messaggio: string;
}

/** Response header of GET documenti/fatturaelettronica/{id}: 'true' when the recipient is a private person (not for the SDI). */
export const HEADER_DESTINATARIO_PRIVATO = 'X-Destinatario-Privato';

/** An invoice of the period left out of the file, and why (GET sistemats/730/esclusi, the screen's list of excluded invoices). */
export interface Fattura730Esclusa {
  id: number;
  numeroDocumento: string;
  /** ISO timestamp */
  dataDocumento: string;
  intestatario: string;
  /** every reason, `; ` between them, in the save's words ("manca il codice fiscale del paziente", "Riga 1: tipo spesa mancante") */
  motivo: string;
}
