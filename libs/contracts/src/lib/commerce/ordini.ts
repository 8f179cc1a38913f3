/** Orders of spec 3 §3 (ordiniordini) and the orders catalogue (ordiniarticoli). */
import type { Articolo } from './catalogo';

export const STATI_ORDINE = ['CREATO', 'CONFERMATO'] as const;
export type StatoOrdine = (typeof STATI_ORDINE)[number];

export interface RigaOrdine {
  idArticolo: number | null;
  descrizioneArticolo: string;
  quantita: number;
  note: string;
  prezzo: number;
}

/** One step of an order's status history (CREATO, then CONFERMATO), with its ISO timestamp. */
export interface StatoOrdineDataOra {
  stato: StatoOrdine;
  statoDataOra: string;
}

export interface Ordine {
  id: number;
  versione?: number;
  /** the customer: the id of the user who created the order */
  idCliente?: number;
  /** the order number */
  codice: string;
  /** ISO timestamp */
  dataOrdine: string;
  statoAttuale: StatoOrdine;
  statoAttualeDataOra: string | null;
  cognome: string;
  nome: string;
  comune: string;
  indirizzo: string;
  civico: string;
  cap: string;
  totaleOrdine: number;
  listaRighe: RigaOrdine[];
  /** the status history, oldest first */
  listaStati?: StatoOrdineDataOra[];
}

/** A row of GET ordiniordini. */
export type OrdineElenco = Pick<Ordine, 'id' | 'codice' | 'dataOrdine' | 'statoAttuale' | 'statoAttualeDataOra' | 'cognome' | 'nome' | 'totaleOrdine'> & {
  idCliente: number;
};

/** The body of POST ordiniordini and ordiniordini/elabora: the server takes the customer and the prices itself. */
export type NuovoOrdine = Pick<Ordine, 'dataOrdine'> & { listaRighe: Pick<RigaOrdine, 'idArticolo' | 'quantita' | 'note'>[] };

/** The body of POST ordiniordini/aggiornastato. */
export interface AggiornaStatoOrdine {
  id: number;
  statoAttuale: 'CONFERMATO';
}

/** An article of the orders catalogue: with its price and image. */
export type ArticoloOrdine = Pick<Articolo, 'id' | 'codice' | 'descrizione'> & { prezzo: number; immagineBase64: string | null };

/** A customer user (profile CLIENTE), as GET users?profilo=CLIENTE answers it. */
export interface ClienteUtente {
  id: number;
  lastname: string;
  firstname: string;
  /** unique: what tells two customers with the same name apart */
  username: string;
}
