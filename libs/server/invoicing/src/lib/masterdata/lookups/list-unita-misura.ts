import type { Pool } from 'pg';
import type { UnitaMisura } from '@registro/contracts';

/** GET /api/unitamisura. */
export async function listUnitaMisura(pool: Pool): Promise<UnitaMisura[]> {
  const { rows } = await pool.query<UnitaMisura>(`SELECT id, descrizione FROM unita_misura ORDER BY id`);
  return rows;
}
