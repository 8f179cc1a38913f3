import type { MigrationInterface, QueryRunner } from 'typeorm';

const TESTO = ['sezione', 'username', 'descrizione_evento', 'operation', 'ip', 'user_agent'];

/**
 * Indexes for GET /api/logs over a million rows (see `npm run bench:logs`). The text filters are
 * case-insensitive substring matches (ILIKE '%…%'), which a btree cannot serve: each gets a
 * trigram GIN index (pg_trgm), and the btree indexes on username, sezione and operation of the
 * first migration, useless for those filters, go. `(data_ora DESC, id DESC)` (default order,
 * date range) and `(stato, data_ora DESC)` (equality) stay; idRisorsa, matched whole, gets
 * `(id_risorsa, data_ora DESC, id DESC)`, which also gives the page its order.
 *
 * `count(*)` over a million rows costs more than the page itself, and the unfiltered list (the
 * screen's first view) asks it every time: `logs_totale` keeps the exact number of rows by stato,
 * moved by statement triggers with transition tables (the projection's inserts, purges, the
 * rebuild's TRUNCATE). The unfiltered recordsNumber, and the one filtered by stato alone, read
 * three rows and stay exact; other filters keep an exact `count(*)` served by the indexes.
 *
 * pg_trgm is a trusted extension since PostgreSQL 13: the database owner (or any role with CREATE
 * on the database) may create it, no superuser needed; managed services (RDS, Cloud SQL, Azure)
 * ship it. Not CONCURRENTLY: migrations run in a transaction; the build briefly blocks writes to
 * `logs`, which only the worker's async projection makes (it catches up afterwards).
 */
export class LogsIndici1764600000000 implements MigrationInterface {
  name = 'LogsIndici1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const colonna of TESTO)
      await q.query(`CREATE INDEX logs_${colonna}_trgm_idx ON logs USING gin (${colonna} gin_trgm_ops)`);
    await q.query(`DROP INDEX logs_username_idx, logs_sezione_idx, logs_operation_idx`);
    await q.query(`CREATE INDEX logs_id_risorsa_idx ON logs (id_risorsa, data_ora DESC, id DESC)`);

    await q.query(`CREATE TABLE logs_totale (stato text PRIMARY KEY, righe bigint NOT NULL)`);
    await q.query(`INSERT INTO logs_totale (stato, righe) SELECT stato, count(*) FROM logs GROUP BY stato`);
    await q.query(`CREATE FUNCTION logs_totale_inserite() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO logs_totale (stato, righe) SELECT stato, count(*) FROM nuove GROUP BY stato
          ON CONFLICT (stato) DO UPDATE SET righe = logs_totale.righe + EXCLUDED.righe;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION logs_totale_eliminate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE logs_totale t SET righe = t.righe - v.n
          FROM (SELECT stato, count(*) AS n FROM vecchie GROUP BY stato) v WHERE t.stato = v.stato;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION logs_totale_svuotata() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM logs_totale; RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER logs_totale_inserite AFTER INSERT ON logs REFERENCING NEW TABLE AS nuove
      FOR EACH STATEMENT EXECUTE FUNCTION logs_totale_inserite()`);
    await q.query(`CREATE TRIGGER logs_totale_eliminate AFTER DELETE ON logs REFERENCING OLD TABLE AS vecchie
      FOR EACH STATEMENT EXECUTE FUNCTION logs_totale_eliminate()`);
    await q.query(`CREATE TRIGGER logs_totale_svuotata AFTER TRUNCATE ON logs
      FOR EACH STATEMENT EXECUTE FUNCTION logs_totale_svuotata()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER logs_totale_inserite ON logs`);
    await q.query(`DROP TRIGGER logs_totale_eliminate ON logs`);
    await q.query(`DROP TRIGGER logs_totale_svuotata ON logs`);
    await q.query(`DROP FUNCTION logs_totale_inserite(), logs_totale_eliminate(), logs_totale_svuotata()`);
    await q.query(`DROP TABLE logs_totale`);
    await q.query(`CREATE INDEX logs_username_idx ON logs (username, data_ora DESC)`);
    await q.query(`CREATE INDEX logs_sezione_idx ON logs (sezione, data_ora DESC)`);
    await q.query(`CREATE INDEX logs_operation_idx ON logs (operation, data_ora DESC)`);
    await q.query(`DROP INDEX logs_id_risorsa_idx`);
    for (const colonna of TESTO) await q.query(`DROP INDEX logs_${colonna}_trgm_idx`);
  }
}
