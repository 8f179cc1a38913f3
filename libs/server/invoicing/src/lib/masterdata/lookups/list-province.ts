import type { Pool } from 'pg';
import type { Provincia } from '@registro/contracts';

/** GET /api/province: sorted by name. */
export async function listProvince(pool: Pool): Promise<Provincia[]> {
  const { rows } = await pool.query<Provincia>(`SELECT sigla, codice_istat AS "codiceIstat", provincia FROM province ORDER BY provincia, sigla`);
  return rows;
}
