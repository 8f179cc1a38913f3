import type { Pool } from 'pg';
import type { Cliente, Lista } from '@registro/contracts';

export const MAX_CLIENTI = 50;

/**
 * GET /api/clienti?ragioneSoggetto=: the customers whose "cognome nome" contains the text (any
 * case), at most 50 in name order, and how many match; no text: the first 50.
 */
export async function searchClienti(pool: Pool, ragioneSoggetto: string): Promise<Lista<Cliente>> {
  const testo = ragioneSoggetto.trim().replace(/\s+/g, ' ').toLowerCase();
  const pattern = testo ? `%${testo.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = `WHERE ($1::text IS NULL OR lower(cognome || ' ' || nome) LIKE $1)`;
  const [list, total] = await Promise.all([
    pool.query<Cliente>(
      `SELECT id, cognome, nome, identificativo, partita_iva AS "partitaIva", codice_destinatario AS "codiceDestinatario", indirizzo, cap,
         localita, localita_codice_istat AS "localitaCodiceIstat", provincia
       FROM clienti ${where} ORDER BY lower(cognome), lower(nome), id LIMIT ${MAX_CLIENTI}`,
      [pattern],
    ),
    pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM clienti ${where}`, [pattern]),
  ]);
  return { list: list.rows, recordsNumber: total.rows[0].n };
}
