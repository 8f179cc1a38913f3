import type { RigaOrdine } from '@registro/contracts';
import { streamIdOf, type Event } from '@registro/server-event-store';

/**
 * The order aggregate's events, in stream `ordini-<id>` (stream type `ordini`). An order is
 * created whole (customer, rows priced by the server, total, number) and then confirmed or deleted.
 */
export const ORDINE_STREAM_TYPE = 'ordini';
export const ordineStreamId = (id: number) => streamIdOf(ORDINE_STREAM_TYPE, id);

/** The customer's data, copied from the creating user's profile. */
export interface ClienteOrdine {
  idCliente: number;
  cognome: string;
  nome: string;
  comune: string;
  indirizzo: string;
  civico: string;
  cap: string;
}

export type OrdineCreatoData = {
  id: number;
  anno: number;
  /** the number of the order in its year */
  codice: number;
  /** ISO timestamp */
  dataOrdine: string;
  cliente: ClienteOrdine;
  listaRighe: RigaOrdine[];
  totaleOrdine: number;
  /** ISO timestamp of the CREATO status */
  dataOra: string;
};
/** ISO timestamp of the CONFERMATO status. */
export type OrdineConfermatoData = { dataOra: string };
export type OrdineEliminatoData = { codice: number; anno: number };

export type OrdineCreato = Event<'OrdineCreato', OrdineCreatoData>;
export type OrdineConfermato = Event<'OrdineConfermato', OrdineConfermatoData>;
export type OrdineEliminato = Event<'OrdineEliminato', OrdineEliminatoData>;

export type OrdineEvent = OrdineCreato | OrdineConfermato | OrdineEliminato;

export const ORDINE_EVENT_TYPES: readonly OrdineEvent['type'][] = ['OrdineCreato', 'OrdineConfermato', 'OrdineEliminato'];
