import type { Pool } from 'pg';
import type { MetodoPagamento } from '@registro/contracts';

/** GET /api/metodipagamento: with the FatturaPA code and whether the payment is traceable (Sistema TS). */
export async function listMetodiPagamento(pool: Pool): Promise<MetodoPagamento[]> {
  const { rows } = await pool.query<MetodoPagamento>(
    `SELECT id, descrizione_metodo_pagamento AS "descrizioneMetodoPagamento", codice_fatturapa AS "codiceFatturaPa", tracciato
     FROM metodi_pagamento ORDER BY id`,
  );
  return rows;
}
