import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The filters matched among distinct values: the user and the IP (amongDistinct). */
const DISTINTI = [
  { colonna: 'username', tabella: 'logs_utenti' },
  { colonna: 'ip', tabella: 'logs_ip' },
] as const;

/**
 * The logs' user and IP filters at a network's size: the values matched among the distinct ones
 * (`logs_utenti`, `logs_ip`, kept by statement triggers, each with its trigram index), then each
 * one's entries in the list's order from `logs_<colonna>_data_idx` (amongDistinct). One user's
 * 2,355 entries among 1,000,000: a page in 1.3 ms instead of 22 ms through the trigram index of
 * every entry, which is dropped. A value no entry bears any more stays: it matches nothing.
 */
export class LogsDistinti1765300000800 implements MigrationInterface {
  name = 'LogsDistinti1765300000800';

  async up(q: QueryRunner): Promise<void> {
    for (const { colonna, tabella } of DISTINTI) {
      await q.query(`CREATE TABLE ${tabella} (${colonna} text PRIMARY KEY)`);
      await q.query(`INSERT INTO ${tabella} (${colonna}) SELECT DISTINCT ${colonna} FROM logs WHERE ${colonna} IS NOT NULL`);
      await q.query(`CREATE INDEX ${tabella}_valori_trgm_idx ON ${tabella} USING gin (${colonna} gin_trgm_ops)`);
      await q.query(`CREATE INDEX logs_${colonna}_data_idx ON logs (${colonna}, data_ora DESC, id DESC)`);
      await q.query(`DROP INDEX logs_${colonna}_trgm_idx`);
    }
    await q.query(`CREATE FUNCTION logs_distinti_nuovi() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO logs_utenti (username) SELECT DISTINCT username FROM nuove WHERE username IS NOT NULL ORDER BY 1 ON CONFLICT DO NOTHING;
        INSERT INTO logs_ip (ip) SELECT DISTINCT ip FROM nuove WHERE ip IS NOT NULL ORDER BY 1 ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION logs_distinti_svuotata() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM logs_utenti; DELETE FROM logs_ip; RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER logs_distinti_inserite AFTER INSERT ON logs REFERENCING NEW TABLE AS nuove
      FOR EACH STATEMENT EXECUTE FUNCTION logs_distinti_nuovi()`);
    await q.query(`CREATE TRIGGER logs_distinti_svuotata AFTER TRUNCATE ON logs FOR EACH STATEMENT EXECUTE FUNCTION logs_distinti_svuotata()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['inserite', 'svuotata']) await q.query(`DROP TRIGGER logs_distinti_${t} ON logs`);
    await q.query(`DROP FUNCTION logs_distinti_nuovi(), logs_distinti_svuotata()`);
    for (const { colonna, tabella } of DISTINTI) {
      await q.query(`CREATE INDEX logs_${colonna}_trgm_idx ON logs USING gin (${colonna} gin_trgm_ops)`);
      await q.query(`DROP INDEX logs_${colonna}_data_idx`);
      await q.query(`DROP TABLE ${tabella}`);
    }
  }
}
