import type { Pool } from 'pg';
import type { Lista, Tariffa } from '@registro/contracts';

export const MAX_TARIFFE_FOR_PAGE = 10_000;

/** GET /api/leonidaaccettazionetariffe: a page of the visit tariffs (by type and code) and their number. */
export async function listTariffe(pool: Pool, page: { offset: number; forPage: number }): Promise<Lista<Tariffa>> {
  const [list, total] = await Promise.all([
    pool.query<Tariffa>(
      `SELECT id, codice_tipo_tariffa AS "codiceTipoTariffa", codice_tariffa AS "codiceTariffa", descrizione, importo::float8 AS importo, iva::float8 AS iva
       FROM tariffe ORDER BY codice_tipo_tariffa, codice_tariffa, id LIMIT $1 OFFSET $2`,
      [page.forPage, page.offset],
    ),
    pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM tariffe`),
  ]);
  return { list: list.rows, recordsNumber: total.rows[0].n };
}
