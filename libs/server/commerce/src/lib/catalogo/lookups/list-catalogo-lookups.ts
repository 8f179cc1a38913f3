import type { Pool } from 'pg';
import type { CodiceDescrizione } from '@registro/contracts';

/** Units of measure of the articles (table articoli_unita_misura), by code. */
export async function listUnitaMisura(pool: Pool): Promise<CodiceDescrizione[]> {
  return (await pool.query<CodiceDescrizione>(`SELECT codice, descrizione FROM articoli_unita_misura ORDER BY codice`)).rows;
}

/** Depots (table depositi), by code. */
export async function listDepositi(pool: Pool): Promise<CodiceDescrizione[]> {
  return (await pool.query<CodiceDescrizione>(`SELECT codice, descrizione FROM depositi ORDER BY codice`)).rows;
}
