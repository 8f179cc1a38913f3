import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type UserContact, type UserDirectory } from '@registro/server-platform';

/**
 * USER_DIRECTORY for the other contexts: a user's name and address from `utenti`, the domicile
 * when it has a street, else the residence (the profile's two addresses).
 */
@Injectable()
export class IdentityUserDirectory implements UserDirectory {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async contact(userId: number): Promise<UserContact | null> {
    const { rows } = await this.pool.query<UserContact>(
      `SELECT id AS "userId", lastname, firstname,
              coalesce(a->>'comune', '') AS comune, coalesce(a->>'indirizzo', '') AS indirizzo,
              coalesce(a->>'civico', '') AS civico, coalesce(a->>'cap', '') AS cap
         FROM utenti, LATERAL (SELECT CASE WHEN coalesce(domicilio->>'indirizzo', '') <> '' THEN domicilio ELSE residenza END AS a) indirizzo
        WHERE id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  async userIdOf(username: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ id: number }>('SELECT id FROM utenti WHERE lower(username) = lower($1)', [username]);
    return rows[0]?.id ?? null;
  }
}
