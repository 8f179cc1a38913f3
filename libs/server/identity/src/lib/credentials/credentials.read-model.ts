import type { Pool, PoolClient } from 'pg';

type Db = Pool | PoolClient;

/** The credential columns of one user (see credentials.projection.ts). */
export interface StatoCredenziali {
  passwordCambiataIl: Date;
  passwordTemporanea: boolean;
  accessiFalliti: number;
  statoUtenza: string;
  /** encrypted; null when the user has not enrolled a second factor */
  totpSegreto: string | null;
}

export async function statoCredenziali(db: Db, userId: number): Promise<StatoCredenziali | null> {
  const { rows } = await db.query(
    `SELECT password_cambiata_il, password_temporanea, accessi_falliti, stato_utenza, totp_segreto
       FROM utenti WHERE id = $1`,
    [userId],
  );
  const r = rows[0];
  return r
    ? {
        passwordCambiataIl: r.password_cambiata_il,
        passwordTemporanea: r.password_temporanea,
        accessiFalliti: r.accessi_falliti,
        statoUtenza: r.stato_utenza,
        totpSegreto: r.totp_segreto,
      }
    : null;
}

export interface UserToContact {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  attivo: boolean;
  statoUtenza: string;
}

const COLONNE = `id, username, firstname, lastname, email, attivo, stato_utenza AS "statoUtenza"`;

export async function usersByEmail(db: Db, email: string): Promise<UserToContact[]> {
  const { rows } = await db.query(`SELECT ${COLONNE} FROM utenti WHERE lower(email) = lower($1) ORDER BY id`, [email]);
  return rows;
}

export async function userById(db: Db, id: number): Promise<UserToContact | null> {
  const { rows } = await db.query(`SELECT ${COLONNE} FROM utenti WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function userByUsername(db: Db, username: string): Promise<UserToContact | null> {
  const { rows } = await db.query(`SELECT ${COLONNE} FROM utenti WHERE lower(username) = lower($1)`, [username]);
  return rows[0] ?? null;
}
