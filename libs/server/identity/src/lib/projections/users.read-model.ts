import type { Pool, PoolClient } from 'pg';
import type { UserCredentials } from '../domain/user.aggregate';
import type { SezioneGruppo } from '../domain/group.events';
import type { VoceMenuGruppo } from '@registro/contracts';

type Db = Pool | PoolClient;

/** The `utenti` columns sign-in needs, as `credenziali()` reads them. */
export const CREDENTIAL_COLUMNS = 'id, username, password_hash, attivo, stato_utenza, scadenza_utenza, gruppo_id';

export function credenziali(r: Record<string, unknown>): UserCredentials {
  return {
    id: r['id'] as number,
    username: r['username'] as string,
    passwordHash: r['password_hash'] as string,
    attivo: r['attivo'] as boolean,
    statoUtenza: r['stato_utenza'] as string,
    scadenzaUtenza: r['scadenza_utenza'] as Date | null,
    gruppoId: (r['gruppo_id'] as number | undefined) ?? undefined,
  };
}

/** Reads of the `utenti` and `gruppi` read models shared by several use cases. */
export async function credentialsByUsername(db: Db, username: string): Promise<UserCredentials | null> {
  const { rows } = await db.query(`SELECT ${CREDENTIAL_COLUMNS} FROM utenti WHERE lower(username) = lower($1)`, [
    username,
  ]);
  return rows[0] ? credenziali(rows[0]) : null;
}

export interface UserWithGruppo extends UserCredentials {
  firstname: string;
  lastname: string;
  email: string;
  gruppo: { id: number; nome: string; menu: VoceMenuGruppo[]; sezioni: SezioneGruppo[] };
}

export async function userWithGruppo(db: Db, id: number): Promise<UserWithGruppo | null> {
  const { rows } = await db.query(
    `SELECT u.id, u.username, u.password_hash, u.attivo, u.stato_utenza, u.scadenza_utenza,
            u.firstname, u.lastname, u.email, g.id AS gruppo_id, g.nome, g.menu, g.sezioni
       FROM utenti u JOIN gruppi g ON g.id = u.gruppo_id
      WHERE u.id = $1`,
    [id],
  );
  const r = rows[0];
  return r
    ? {
        ...credenziali(r),
        firstname: r.firstname,
        lastname: r.lastname,
        email: r.email,
        gruppo: { id: r.gruppo_id, nome: r.nome, menu: r.menu, sezioni: r.sezioni },
      }
    : null;
}

export interface SessionUser extends Pick<UserCredentials, 'id' | 'username' | 'attivo' | 'statoUtenza' | 'scadenzaUtenza'> {
  /** the group's permissions are read by its version (GroupPermissions) */
  gruppo: { id: number; nome: string; versione: number };
}

/**
 * What every authenticated request reads: a named statement (planned once per connection), without
 * the password hash, the group's menu and its sections.
 */
export async function sessionUser(db: Db, id: number): Promise<SessionUser | null> {
  const { rows } = await db.query({
    name: 'utente-della-sessione',
    text: `SELECT u.id, u.username, u.attivo, u.stato_utenza, u.scadenza_utenza, g.id AS gruppo_id, g.nome, g.versione
             FROM utenti u JOIN gruppi g ON g.id = u.gruppo_id
            WHERE u.id = $1`,
    values: [id],
  });
  const r = rows[0];
  return r
    ? {
        id: r.id,
        username: r.username,
        attivo: r.attivo,
        statoUtenza: r.stato_utenza,
        scadenzaUtenza: r.scadenza_utenza,
        gruppo: { id: r.gruppo_id, nome: r.nome, versione: r.versione },
      }
    : null;
}

/** Section permissions as the contracts carry them. */
export function permissionsOf(sezioni: SezioneGruppo[]) {
  return sezioni.map((s) => ({ id: s.id, permessi: s.permessi.map((p) => ({ permesso: p.permesso, attivo: p.attivo })) }));
}
