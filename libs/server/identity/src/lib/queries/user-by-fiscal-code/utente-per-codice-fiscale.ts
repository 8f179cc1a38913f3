import type { Pool, PoolClient } from 'pg';
import type { CredenzialiUtente } from '../../domain/user.aggregate';

/**
 * The user whose profile carries this fiscal code (identificativo with tipo CF), case-insensitive;
 * null when none. For SPID sign-in: check motivoAccessoNegato() on the answer before opening a session.
 */
export async function utentePerCodiceFiscale(db: Pool | PoolClient, cf: string): Promise<CredenzialiUtente | null> {
  const { rows } = await db.query(
    `SELECT id, username, password_hash, attivo, stato_utenza, scadenza_utenza
       FROM utenti WHERE codice_fiscale = upper(trim($1))`,
    [cf],
  );
  const r = rows[0];
  return r
    ? {
        id: r.id,
        username: r.username,
        passwordHash: r.password_hash,
        attivo: r.attivo,
        statoUtenza: r.stato_utenza,
        scadenzaUtenza: r.scadenza_utenza,
      }
    : null;
}
