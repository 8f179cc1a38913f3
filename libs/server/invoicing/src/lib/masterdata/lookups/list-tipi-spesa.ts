import type { Pool } from 'pg';
import type { TipoSpesa } from '@registro/contracts';

/** GET /api/tipispesa: the expense types of the Sistema Tessera Sanitaria. */
export async function listTipiSpesa(pool: Pool): Promise<TipoSpesa[]> {
  const { rows } = await pool.query<TipoSpesa>(
    `SELECT id, codice_tipo_spesa AS "codiceTipoSpesa", descrizione_tipo_spesa AS "descrizioneTipoSpesa" FROM tipi_spesa ORDER BY id`,
  );
  return rows;
}
