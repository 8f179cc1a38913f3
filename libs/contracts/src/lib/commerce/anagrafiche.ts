/**
 * Commerce master data of spec 3 §3: dictionaries (sections and types) and parties (anagrafica).
 * Paths: /api/dizionariosezioni, /api/dizionariotipi, /api/anagrafica.
 */

export const SEZIONI_DIZIONARIO = ['ANAGRAFICA', 'DOCUMENTO', 'DOCUMENTOMOBILE'] as const;
export type SezioneDizionario = (typeof SEZIONI_DIZIONARIO)[number];

/** Store of a type, a party type or a document (§9): P = PRINCIPALE, A = ARCHIVIO. */
export type TipoArchivio = 'P' | 'A';
/** Movement type (§9): C = CARICO, S = SCARICO, I = INVARIATO. */
export type TipoMovimento = 'C' | 'S' | 'I';

/** The route a type's rows lead to, by section (§4 "Choosing a dictionary section"). */
export const PATH_SEZIONE_DIZIONARIO: Record<SezioneDizionario, string> = {
  ANAGRAFICA: 'papercleananagraficatipi/anagrafica',
  DOCUMENTO: 'papercleandocumentotipi/documenti',
  DOCUMENTOMOBILE: 'papercleandocumentotipi/documentimobile',
};

/** Dictionary type entry (§3). */
export interface DizionarioTipo {
  id: number;
  sezioneDizionario: SezioneDizionario;
  codiceTipo: string;
  descrizioneTipo: string;
  tipo: TipoArchivio;
  /** only for DOCUMENTO / DOCUMENTOMOBILE */
  tipoMovimento: TipoMovimento | null;
  /** code of the follow-on type ("Documento Successivo"), or null */
  richiedeFattura: string | null;
  /** set by the server from the section (§4) */
  path: string | null;
  attivo?: boolean;
  versione?: number;
}

/** Dictionary section (§3): the section and its types. */
export interface DizionarioSezione {
  id: number;
  sezione: SezioneDizionario;
  listaTipi: { codiceTipo: string; descrizioneTipo: string }[];
}

/** A note row of a party (§3 listaNote). */
export interface NotaAnagrafica {
  tipo: string;
  descrizione: string;
  note: string;
}

export const STATO_ANAGRAFICA_ELIMINATO = 'ELIMINATO';
export const STATO_ANAGRAFICA_ATTIVO = 'ATTIVO';

/** Party (§3). statoAttuale ELIMINATO means deleted (§4). */
export interface Anagrafica {
  id: number;
  codice: string;
  nominativo: string;
  citta: string;
  indirizzo: string;
  codiceFiscale: string;
  partitaIva: string;
  telefono: string;
  codiceTipo: string;
  attivo: boolean;
  statoAttuale: string;
  /** ISO timestamp */
  statoAttualeDataOra: string | null;
  listaNote: NotaAnagrafica[];
  versione?: number;
}

/** Supplier type code and all-types code (§9); CLI the customers (the demo's dictionary, which orders and the catalogue rely on). */
export const CODICE_TIPO_FORNITORE = 'FOR';
export const CODICE_TIPO_CLIENTE = 'CLI';
export const CODICE_TIPO_TUTTI = 'ALL';

/**
 * The parties a document of a type is made out to, by its movement: goods going out (SCARICO: a
 * DDT, an invoice) to customers, goods coming in (CARICO: a supplier's order) from suppliers;
 * INVARIATO (or no movement) any party.
 */
export function codiceTipoAnagraficaPerMovimento(tipoMovimento: TipoMovimento | null | undefined): string {
  return tipoMovimento === 'S' ? CODICE_TIPO_CLIENTE : tipoMovimento === 'C' ? CODICE_TIPO_FORNITORE : CODICE_TIPO_TUTTI;
}
