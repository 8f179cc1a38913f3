import Decimal from 'decimal.js';
import type { RigaOrdine } from '@registro/contracts';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** An article of the orders catalogue as the pricing needs it: its description and price list price (decimal text). */
export interface ArticoloPrezzato {
  descrizione: string;
  prezzo: string;
}

/** A row as the client sends it: only the article, the quantity and the note count. */
export interface RigaRichiesta {
  idArticolo: number | null;
  quantita: number;
  note: string;
}

export interface OrdinePrezzato {
  listaRighe: RigaOrdine[];
  totaleOrdine: number;
}

/**
 * The rows with the catalogue's description and price (never the client's) and the total
 * Σ quantita × prezzo, exact (decimal.js), rounded half-up to 2 decimals. A row without an
 * article, or whose article is not in the catalogue, keeps price 0.
 */
export function prezzaOrdine(righe: readonly RigaRichiesta[], articoli: ReadonlyMap<number, ArticoloPrezzato>): OrdinePrezzato {
  let totale = new D(0);
  const listaRighe = righe.map((r): RigaOrdine => {
    const articolo = r.idArticolo === null ? undefined : articoli.get(r.idArticolo);
    const prezzo = new D(articolo?.prezzo ?? 0);
    totale = totale.plus(prezzo.times(r.quantita));
    return { idArticolo: r.idArticolo, descrizioneArticolo: articolo?.descrizione ?? '', quantita: r.quantita, note: r.note, prezzo: prezzo.toNumber() };
  });
  return { listaRighe, totaleOrdine: totale.toDecimalPlaces(2, D.ROUND_HALF_UP).toNumber() };
}
