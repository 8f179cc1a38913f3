import type { Pool } from 'pg';
import type { Comune } from '@registro/contracts';

/**
 * GET /api/comuni/provincia/{code}: the comuni of a province given by sigla ("NA", any case) or
 * ISTAT code ("063", or "63"), sorted by name; an unknown province has none.
 */
export async function listComuni(pool: Pool, provincia: string): Promise<Comune[]> {
  const code = provincia.trim();
  const istat = /^\d{1,3}$/.test(code) ? code.padStart(3, '0') : null;
  const { rows } = await pool.query<Comune>(
    `SELECT c.codice_istat AS "codiceIstat", c.comune, c.cap, c.caps, c.sigla_provincia AS "siglaProvincia"
     FROM comuni c JOIN province p ON p.sigla = c.sigla_provincia
     WHERE p.sigla = upper($1) OR p.codice_istat = $2
     ORDER BY c.comune, c.codice_istat`,
    [code, istat],
  );
  return rows;
}
