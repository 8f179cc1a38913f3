import type { DocumentoFattura, ErroreSdi, FatturaCollegata, RigaDocumento, StatoSdi, TipoRicevutaSdi } from '@registro/contracts';
import { streamIdOf, type Event, type Modifiche } from '@registro/server-event-store';

/**
 * The invoice aggregate's events, in stream `fatture-<id>` (stream type `fatture`). A save diffs
 * the incoming document against the state into these granular events; the server recomputes the
 * totals (TotaliFatturaRicalcolati) and, at the first save, numbers the invoice (FatturaNumerata)
 * in the same transaction that takes the number from its numerator.
 */
export const FATTURA_STREAM_TYPE = 'fatture';
export const fatturaStreamId = (id: number) => streamIdOf(FATTURA_STREAM_TYPE, id);

/** The recipient (destinatario) fields of a document. */
export type DestinatarioFattura = Pick<
  DocumentoFattura,
  | 'idSoggetto'
  | 'cognomeRagioneSoggetto'
  | 'nomeSoggetto'
  | 'codiceFiscaleSoggetto'
  | 'partitaIvaSoggetto'
  | 'codiceDestinatario'
  | 'indirizzoSoggetto'
  | 'provinciaSoggetto'
  | 'localitaSoggetto'
  | 'localitaSoggettoCodiceIstat'
  | 'capSoggetto'
>;

/** The document data (dati documento): type, reason, date, structure, payment, stamp, warehouse. */
export type DatiDocumentoFattura = Pick<
  DocumentoFattura,
  | 'dataDocumento'
  | 'codiceStruttura'
  | 'idTipoDocumento'
  | 'tipoDocumentoDescrizione'
  | 'idCausaleDocumento'
  | 'causaleDocumentoDescrizione'
  | 'idMetodoPagamento'
  | 'indirizzoDestinazione'
  | 'idMagazzino'
  | 'magazzinoDescrizione'
  | 'marcaBolloVirtuale'
  | 'marcaBolloNumero'
> & { opposizioneTs: boolean };

/** The totals the server computes (calcolaFattura). */
export type TotaliFattura = Pick<
  DocumentoFattura,
  'totaleImponibileDocumento' | 'totaleImpostaDocumento' | 'totaleDocumento' | 'marcaBolloImporto'
>;

/** `fatturaCollegata`: a credit note names the invoice it credits (POST documenti/{id}/notacredito). */
export type FatturaCreataData = { id: number; destinatario: DestinatarioFattura; datiDocumento: DatiDocumentoFattura; fatturaCollegata?: FatturaCollegata };
export type DestinatarioFatturaCambiatoData = { changes: Modifiche<DestinatarioFattura> };
export type DatiDocumentoFatturaCambiatiData = { changes: Modifiche<DatiDocumentoFattura> };
/** `posizione` is 1-based (the line number a user sees). */
export type RigaFatturaAggiuntaData = { posizione: number; riga: RigaDocumento };
export type RigaFatturaCambiataData = { posizione: number; changes: Modifiche<RigaDocumento> };
export type RigaFatturaRimossaData = { posizione: number; riga: RigaDocumento };
export type TotaliFatturaRicalcolatiData = { totali: TotaliFattura; prima: TotaliFattura };
/** The number a save took from the numerator of the document's type, year and structure. */
export type NumerazioneFattura = { idNumeratore: number; numero: number; anno: number };
export type FatturaNumerataData = NumerazioneFattura & { numeroDocumento: string };
export type FatturaStampataData = { reportName: string };
/**
 * One download of the XML. `nomeFile` is the spec's name; since issue 26 each export also records the
 * name the SDI requires (`IT<IdCodice>_<progressivo>.xml`), its progressivo and the SHA-256 of the bytes.
 */
export type FatturaElettronicaEsportataData = {
  nomeFile: string;
  formato: 'FPR12' | 'FPA12';
  nomeFileSdi?: string;
  progressivoInvio?: string;
  sha256?: string;
};
/** An administrator unlocked an exported invoice that was never delivered (never sent, or rejected by the SDI). */
export type FatturaRiapertaData = { motivo: string };
/** An SDI receipt matched to this invoice's exported file. */
export type StatoSdiRegistratoData = {
  tipo: TipoRicevutaSdi;
  stato: StatoSdi;
  identificativoSdi: string;
  /** ISO timestamp the receipt states (DataOraRicezione / DataOraConsegna…) */
  dataOra: string;
  /** the exported file the receipt names */
  nomeFileFattura: string;
  nomeFileRicevuta: string;
  /** of the receipt's bytes: the same receipt twice is recorded once */
  sha256Ricevuta: string;
  errori?: ErroreSdi[];
  /** NE: EC01 accettata, EC02 rifiutata, with the buyer's words */
  esitoCommittente?: { esito: 'EC01' | 'EC02'; descrizione?: string };
  note?: string;
};

/** On the invoice's stream: a credit note of it was issued (its own stream holds the document). */
export type NotaCreditoEmessaData = { idNotaCredito: number; numeroDocumento: string; dataDocumento: string; totaleDocumento: number };

export type FatturaCreata = Event<'FatturaCreata', FatturaCreataData>;
export type DestinatarioFatturaCambiato = Event<'DestinatarioFatturaCambiato', DestinatarioFatturaCambiatoData>;
export type DatiDocumentoFatturaCambiati = Event<'DatiDocumentoFatturaCambiati', DatiDocumentoFatturaCambiatiData>;
export type RigaFatturaAggiunta = Event<'RigaFatturaAggiunta', RigaFatturaAggiuntaData>;
export type RigaFatturaCambiata = Event<'RigaFatturaCambiata', RigaFatturaCambiataData>;
export type RigaFatturaRimossa = Event<'RigaFatturaRimossa', RigaFatturaRimossaData>;
export type TotaliFatturaRicalcolati = Event<'TotaliFatturaRicalcolati', TotaliFatturaRicalcolatiData>;
export type FatturaNumerata = Event<'FatturaNumerata', FatturaNumerataData>;
export type FatturaStampata = Event<'FatturaStampata', FatturaStampataData>;
export type FatturaElettronicaEsportata = Event<'FatturaElettronicaEsportata', FatturaElettronicaEsportataData>;
export type FatturaRiaperta = Event<'FatturaRiaperta', FatturaRiapertaData>;
export type StatoSdiRegistrato = Event<'StatoSdiRegistrato', StatoSdiRegistratoData>;
export type NotaCreditoEmessa = Event<'NotaCreditoEmessa', NotaCreditoEmessaData>;

export type FatturaEvent =
  | FatturaCreata
  | DestinatarioFatturaCambiato
  | DatiDocumentoFatturaCambiati
  | RigaFatturaAggiunta
  | RigaFatturaCambiata
  | RigaFatturaRimossa
  | TotaliFatturaRicalcolati
  | FatturaNumerata
  | FatturaStampata
  | FatturaElettronicaEsportata
  | FatturaRiaperta
  | StatoSdiRegistrato
  | NotaCreditoEmessa;

export type FatturaEventType = FatturaEvent['type'];

export const FATTURA_EVENT_TYPES: readonly FatturaEventType[] = [
  'FatturaCreata',
  'DestinatarioFatturaCambiato',
  'DatiDocumentoFatturaCambiati',
  'RigaFatturaAggiunta',
  'RigaFatturaCambiata',
  'RigaFatturaRimossa',
  'TotaliFatturaRicalcolati',
  'FatturaNumerata',
  'FatturaStampata',
  'FatturaElettronicaEsportata',
  'FatturaRiaperta',
  'StatoSdiRegistrato',
  'NotaCreditoEmessa',
];
