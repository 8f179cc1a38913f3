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

export interface Ordine {
  id: number;
  versione?: number;
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
}

/** An article of the orders catalogue: with its price and image. */
export type ArticoloOrdine = Pick<Articolo, 'id' | 'codice' | 'descrizione'> & { prezzo: number; immagineBase64: string | null };

/** A customer user (profile CLIENTE). */
export interface ClienteUtente {
  id: number;
  lastname: string;
  firstname: string;
}
