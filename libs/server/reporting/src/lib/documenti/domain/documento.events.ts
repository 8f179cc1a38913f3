import { SEZIONE } from '@registro/contracts';
import { streamIdOf, type Event } from '@registro/server-event-store';
/**
 * A document of the repository is an event-sourced aggregate on stream `documentrepository-<id>`.
 * Each event is a new version (the stream version); the PDF bytes live in FileArchive (reporting_file),
 * the events carry their SHA-256.
 */
export const SEZIONE_DOCUMENTI = SEZIONE.documentrepository;
export const streamDocumento = (id: number) => streamIdOf(SEZIONE_DOCUMENTI, id);

export const DOCUMENTO_PRODOTTO = 'DocumentoProdotto';
export const DOCUMENTO_FIRMATO = 'DocumentoFirmato';
export const DOCUMENTO_INVIATO_FSE = 'DocumentoInviatoFse';
export const DOCUMENTO_ANNULLATO = 'DocumentoAnnullato';

/** Version 1: the PDF as produced (POST allegati). */
export type DocumentoProdottoData = {
  idRisorsa: number;
  /** the section of the record the document belongs to (e.g. fatturazione) */
  sezione: string;
  /** the person the document belongs to: a patient's user id until parties exist; null = nobody's */
  idAnagrafica: number | null;
  nomeFile: string;
  descrizione: string;
  tipoDocumento: string;
  /** ISO 8601 instant; the counters group by its day in Europe/Rome */
  dataRefertazione: string;
  sha256: string;
  size: number;
};

/** A new version: the signed PDF. */
export type DocumentoFirmatoData = {
  sha256: string;
  size: number;
  /** username of who signed */
  firmatario: string;
  codiceDispositivo: string;
  /** true when a handwritten stroke was drawn before the digital signature */
  grafica: boolean;
  /** the signature field's name in the PDF */
  fieldName: string;
};

/** The document was sent to the regional FSE (Fascicolo Sanitario Elettronico). */
export type DocumentoInviatoFseData = {
  /** ISO 8601 instant */
  dataInvio: string;
};

/** The document is withdrawn: no longer listed as active, counted or signable. */
export type DocumentoAnnullatoData = {
  motivo: string;
};

export type DocumentoProdotto = Event<typeof DOCUMENTO_PRODOTTO, DocumentoProdottoData>;
export type DocumentoFirmato = Event<typeof DOCUMENTO_FIRMATO, DocumentoFirmatoData>;
export type DocumentoInviatoFse = Event<typeof DOCUMENTO_INVIATO_FSE, DocumentoInviatoFseData>;
export type DocumentoAnnullato = Event<typeof DOCUMENTO_ANNULLATO, DocumentoAnnullatoData>;

/** The events of a document's stream (type strings are persisted: never rename them). */
export type DocumentoEvent = DocumentoProdotto | DocumentoFirmato | DocumentoInviatoFse | DocumentoAnnullato;
