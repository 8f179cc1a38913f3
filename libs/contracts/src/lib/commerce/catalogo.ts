/**
 * Commerce catalogue of spec 3 §3: VAT, article groups, brands, categories, articles with their
 * price list, stock and barcodes. Paths: /api/iva, /api/articoligruppi, /api/marche,
 * /api/categorie, /api/articoli, /api/barcode/check/{barcode}, /api/unitamisura, /api/depositi.
 * Amounts travel as JSON numbers; the server computes with decimals and stores numeric.
 */

export interface Iva {
  id: number;
  codice: string;
  descrizione: string;
  /** percent, default 0 */
  aliquota: number;
  attivo: boolean;
  versione?: number;
}

export interface ArticoloGruppo {
  id: number;
  codice: string;
  descrizione: string;
  capogruppo: string;
  attivo: boolean;
  versione?: number;
}

/** The contract spells the description `descrizone` (§3): kept as written. */
export interface Marca {
  id: number;
  codice: string;
  descrizone: string;
  attivo: boolean;
  versione?: number;
}

export interface Sottocategoria {
  codice: string;
  descrizione: string;
  attivo: boolean;
}

export interface Categoria {
  id: number;
  codice: string;
  descrizione: string;
  attivo: boolean;
  listaSottocategorie: Sottocategoria[];
  versione?: number;
}

export interface Barcode {
  barcode: string;
  attivo: boolean;
}

/** Stock entry (§3): tipo P = PRINCIPALE, A = ARCHIVIO. */
export interface Giacenza {
  tipo: 'P' | 'A';
  unitaMisura: string;
  quantita: number;
  descrizione: string;
  note: string;
}

export interface Listino {
  idArticolo: number | null;
  /** ISO timestamp, read-only, default now */
  dataOra: string;
  costoUltimoAcquisto: number;
  valoreMedioPonderataGiacenza: number;
  prezzoBase: number;
  prezzoEsposto: number;
  l1: number;
  l2: number;
  l3: number;
  l4: number;
  lr1: number;
  lr2: number;
  lr3: number;
  lr4: number;
}

export interface Articolo {
  id: number;
  codice: string;
  descrizione: string;
  /** the supplier party's id */
  fornitore: number | null;
  codiceFornitore: string;
  descrizioneFornitore: string;
  espostoListino: boolean;
  descrizioneListino: string;
  codiceIva: string;
  descrizioneIva: string;
  /** read-only: taken from the chosen VAT code */
  aliquotaIva: number;
  gruppo: string;
  marca: string;
  unitaMisura: string;
  deposito: string;
  esclusoUtile: boolean;
  quantitaConfezione: number;
  quantitaSottoCartone: number;
  quantitaCartone: number;
  quantitaPedana: number;
  quantitaScortaMinima: number;
  attivo: boolean;
  listaBarcode: Barcode[];
  listino: Listino;
  listaGiacenze: Giacenza[];
  versione?: number;
}

/** A row of the articles list (§2 Articles). */
export type ArticoloElenco = Pick<Articolo, 'id' | 'codice' | 'descrizione' | 'descrizioneFornitore' | 'descrizioneIva' | 'attivo'>;

/** A plain lookup row (units of measure, depots, groups). */
export interface CodiceDescrizione {
  codice: string;
  descrizione: string;
}
