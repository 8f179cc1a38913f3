import type { Pool } from 'pg';
import type { AliquotaIva } from '@registro/contracts';

/** GET /api/tabellaiva: the VAT rates, highest first, the 0% rows by description. */
export async function listTabellaIva(pool: Pool): Promise<AliquotaIva[]> {
  const { rows } = await pool.query<AliquotaIva>(
    `SELECT id, descrizione_iva AS "descrizioneIva", aliquota_iva::float8 AS "aliquotaIva", natura, riferimento_normativo AS "riferimentoNormativo"
     FROM tabella_iva ORDER BY aliquota_iva DESC, descrizione_iva, id`,
  );
  return rows;
}
