import type { Pool } from 'pg';
import type { Moltiplicatore } from '@registro/contracts';

/** GET /api/moltiplicatori. */
export async function listMoltiplicatori(pool: Pool): Promise<Moltiplicatore[]> {
  const { rows } = await pool.query<Moltiplicatore>(
    `SELECT id, descrizione_moltiplicatore AS "descrizioneMoltiplicatore", multiplo::float8 AS multiplo FROM moltiplicatori ORDER BY multiplo, id`,
  );
  return rows;
}
