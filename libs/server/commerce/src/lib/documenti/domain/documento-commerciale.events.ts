import type { DocumentoCommerciale } from '@registro/contracts';
import { streamIdOf, type Event } from '@registro/server-event-store';

/**
 * The commercial document's events, in stream `documenticommerciali-<id>` (stream type
 * `documenticommerciali`). A save stores the whole content the server built (rows with the VAT
 * rate of the `iva` table, totals recomputed); the number is taken when the document first
 * becomes COMPLETA (DocumentoNumerato, in the transaction that bumps the counter), so a deleted
 * draft leaves no gap. A transformation appends RigheTrasformate to the source's stream.
 */
export const DOCUMENTO_COMMERCIALE_STREAM_TYPE = 'documenticommerciali';
export const documentoCommercialeStreamId = (id: number) => streamIdOf(DOCUMENTO_COMMERCIALE_STREAM_TYPE, id);

export type StoreDocumento = 'P' | 'A';

/** What a save decides about a document: header, counterparty, rows and the server's totals. */
export type ContenutoDocumento = Pick<
  DocumentoCommerciale,
  | 'tipo'
  | 'dataOra'
  | 'idAnagrafica'
  | 'descrizioneAnagrafica'
  | 'noteAnagrafica'
  | 'anagrafica'
  | 'listaRighe'
  | 'importoNetto'
  | 'importoNettoAggiuntivo'
  | 'importoIva'
  | 'importoLordo'
>;

export type DocumentoCreatoData = { id: number; store: StoreDocumento; documentoOrigine: number | null; contenuto: ContenutoDocumento };
export type DocumentoModificatoData = { contenuto: ContenutoDocumento; campi: string[] };
export type DocumentoNumeratoData = { tipo: string; anno: number; numero: number };
export type DocumentoCompletatoData = Record<string, never>;
/** `righe` are 0-based indexes of this document's rows, carried into document `idDocumento`. */
export type RigheTrasformateData = { idDocumento: number; tipo: string; righe: number[] };
export type DocumentoEliminatoData = Record<string, never>;

export type DocumentoCreato = Event<'DocumentoCreato', DocumentoCreatoData>;
export type DocumentoModificato = Event<'DocumentoModificato', DocumentoModificatoData>;
export type DocumentoNumerato = Event<'DocumentoNumerato', DocumentoNumeratoData>;
export type DocumentoCompletato = Event<'DocumentoCompletato', DocumentoCompletatoData>;
export type RigheTrasformate = Event<'RigheTrasformate', RigheTrasformateData>;
export type DocumentoEliminato = Event<'DocumentoEliminato', DocumentoEliminatoData>;

export type DocumentoCommercialeEvent =
  | DocumentoCreato
  | DocumentoModificato
  | DocumentoNumerato
  | DocumentoCompletato
  | RigheTrasformate
  | DocumentoEliminato;

export const DOCUMENTO_COMMERCIALE_EVENT_TYPES: readonly DocumentoCommercialeEvent['type'][] = [
  'DocumentoCreato',
  'DocumentoModificato',
  'DocumentoNumerato',
  'DocumentoCompletato',
  'RigheTrasformate',
  'DocumentoEliminato',
];
