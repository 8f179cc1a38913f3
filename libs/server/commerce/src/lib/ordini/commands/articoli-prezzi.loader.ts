import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@registro/server-platform';
import type { ArticoloPrezzato } from '../domain/prezza-ordine';

/** The price list price of an article (`listino->>'prezzoEsposto'`) as numeric text; 0 when missing or not a number. */
export const PREZZO_ARTICOLO_SQL = `CASE WHEN trim(a.listino->>'prezzoEsposto') ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN trim(a.listino->>'prezzoEsposto')::numeric ELSE 0 END`;

/** The active articles of the catalogue an order names, with their description and price. */
@Injectable()
export class ArticoliPrezziLoader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async load(ids: readonly (number | null)[]): Promise<Map<number, ArticoloPrezzato>> {
    const richiesti = [...new Set(ids.filter((id): id is number => id !== null))];
    if (!richiesti.length) return new Map();
    const { rows } = await this.pool.query<{ id: number; descrizione: string; prezzo: string }>(
      `SELECT a.id, a.descrizione, (${PREZZO_ARTICOLO_SQL})::text AS prezzo FROM articoli a WHERE a.attivo AND a.id = ANY($1::int[])`,
      [richiesti],
    );
    return new Map(rows.map((r) => [r.id, { descrizione: r.descrizione, prezzo: r.prezzo }]));
  }
}

/** The messages of the rows whose article is not (or no longer) in the active catalogue. */
export function articoliMancanti(ids: readonly (number | null)[], articoli: ReadonlyMap<number, ArticoloPrezzato>): string[] {
  return ids.flatMap((id, i) => (id !== null && !articoli.has(id) ? [`Riga ${i + 1}: articolo ${id} non trovato o non attivo`] : []));
}
