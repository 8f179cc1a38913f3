import type { Pool, PoolClient } from 'pg';
import type { CredenzialiUtente } from '../../domain/user.aggregate';
import { COLONNE_CREDENZIALI, credenziali } from '../../projections/utenti.read-model';

/**
 * The user whose profile carries this fiscal code (identificativo with tipo CF), case-insensitive;
 * null when none. For SPID sign-in: check motivoAccessoNegato() on the answer before opening a session.
 */
export async function utentePerCodiceFiscale(db: Pool | PoolClient, cf: string): Promise<CredenzialiUtente | null> {
  const { rows } = await db.query(`SELECT ${COLONNE_CREDENZIALI} FROM utenti WHERE codice_fiscale = upper(trim($1))`, [cf]);
  return rows[0] ? credenziali(rows[0]) : null;
}
