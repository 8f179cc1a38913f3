import { SEZIONE, type Articolo, type ArticoloGruppo, type Categoria, type Iva, type Marca } from '@registro/contracts';
import type { RecordEvent } from '@registro/server-event-store';

/**
 * The catalogue's records: generic record events (RecordCreated/Updated/Deleted/Restored) on
 * `<sezione>-<id>`; each sezione is also the permission section and the history's.
 */
export const SEZIONE_IVA = SEZIONE.iva;
export const SEZIONE_GRUPPIARTICOLI = SEZIONE.gruppiarticoli;
export const SEZIONE_MARCHE = SEZIONE.marche;
export const SEZIONE_CATEGORIE = SEZIONE.categorie;
export const SEZIONE_ARTICOLI = SEZIONE.articoli;

export type ValoriIva = Omit<Iva, 'id' | 'versione'>;
export type ValoriArticoloGruppo = Omit<ArticoloGruppo, 'id' | 'versione'>;
export type ValoriMarca = Omit<Marca, 'id' | 'versione'>;
export type ValoriCategoria = Omit<Categoria, 'id' | 'versione'>;
/**
 * The article as stored: the price list without its article id (the stream's); the picture of the
 * orders catalogue (a data URL) is set by the seed, an editor's save leaves it as it is.
 */
export type ValoriArticolo = Omit<Articolo, 'id' | 'versione' | 'listino'> & { listino: Omit<Articolo['listino'], 'idArticolo'>; immagineBase64?: string };

export type IvaEvent = RecordEvent<ValoriIva>;
export type ArticoloGruppoEvent = RecordEvent<ValoriArticoloGruppo>;
export type MarcaEvent = RecordEvent<ValoriMarca>;
export type CategoriaEvent = RecordEvent<ValoriCategoria>;
export type ArticoloEvent = RecordEvent<ValoriArticolo>;
