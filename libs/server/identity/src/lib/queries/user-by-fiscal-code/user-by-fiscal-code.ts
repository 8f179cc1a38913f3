import type { Pool, PoolClient } from 'pg';
import type { UserCredentials } from '../../domain/user.aggregate';
import { CREDENTIAL_COLUMNS, credenziali } from '../../projections/users.read-model';

/**
 * The user whose profile carries this fiscal code (identificativo with tipo CF), case-insensitive;
 * null when none. For SPID sign-in: check signInRefusalReason() on the answer before opening a session.
 */
export async function userByFiscalCode(db: Pool | PoolClient, cf: string): Promise<UserCredentials | null> {
  const { rows } = await db.query(`SELECT ${CREDENTIAL_COLUMNS} FROM utenti WHERE codice_fiscale = upper(trim($1))`, [cf]);
  return rows[0] ? credenziali(rows[0]) : null;
}
