import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The session list's read model (projection sessioni.projection.ts): one row per session, keyed by
 * the token's SHA-256. `sessioni_utenti` is the projection's own record of each user's current
 * username, so a row names its user without reading another read model (rebuildable alone);
 * it starts from the users already in `utenti`.
 */
export class Sessioni1764100000000 implements MigrationInterface {
  name = 'Sessioni1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sessioni (
        id text PRIMARY KEY,
        user_id integer NOT NULL,
        username text NOT NULL,
        session_type text NOT NULL,
        created_at timestamptz NOT NULL,
        ip text NOT NULL DEFAULT '',
        user_agent text NOT NULL DEFAULT '',
        metodo text,
        opened_by text,
        ended_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessioni_user_id_idx ON sessioni (user_id)`);
    await q.query(`CREATE INDEX sessioni_aperte_idx ON sessioni (created_at) WHERE ended_at IS NULL`);
    await q.query(`CREATE TABLE sessioni_utenti (user_id integer PRIMARY KEY, username text NOT NULL)`);
    await q.query(`INSERT INTO sessioni_utenti (user_id, username) SELECT id, username FROM utenti`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessioni_utenti`);
    await q.query(`DROP TABLE sessioni`);
  }
}
