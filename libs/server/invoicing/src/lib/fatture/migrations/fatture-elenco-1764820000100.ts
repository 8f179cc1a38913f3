import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GET /api/documenti over 100,000 invoices (see `npm run bench:lists`).
 *
 * - `count(*)` of the unfiltered list (the screen's first view) or of one structure costs more
 *   than the page: `fatture_totale` keeps the exact number of invoices by structure, moved by
 *   statement triggers with transition tables (the projection's inserts and updates, a rebuild's
 *   DELETE). Other filters keep an exact `count(*)` served by the indexes.
 * - The document type filter ("contains", case-insensitive) matches a handful of distinct
 *   descriptions: the list finds them with a skip scan of `fatture_tipo_data_idx` and then reads
 *   each one's invoices newest first from the same index; the trigram index on the type is dropped.
 * - The name filter reads `ragione_ricerca`, the lowered "surname/company name + first name" kept
 *   by PostgreSQL (a stored generated column), so neither the trigram index's recheck nor a scan
 *   in date order computes lower(… || ' ' || …) row by row; its trigram index replaces the
 *   expression index.
 */
export class FattureElenco1764820000100 implements MigrationInterface {
  name = 'FattureElenco1764820000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX fatture_tipo_data_idx ON fatture (tipo_documento_descrizione, data_documento DESC, id DESC)`);
    await q.query(`DROP INDEX fatture_tipo_trgm_idx`);
    await q.query(
      `ALTER TABLE fatture ADD COLUMN ragione_ricerca text GENERATED ALWAYS AS (lower(cognome_ragione_soggetto || ' ' || nome_soggetto)) STORED`,
    );
    await q.query(`CREATE INDEX fatture_ragione_ricerca_trgm_idx ON fatture USING gin (ragione_ricerca gin_trgm_ops)`);
    await q.query(`DROP INDEX fatture_ragione_trgm_idx`);

    await q.query(`CREATE TABLE fatture_totale (codice_struttura text PRIMARY KEY, righe bigint NOT NULL)`);
    await q.query(`INSERT INTO fatture_totale (codice_struttura, righe) SELECT codice_struttura, count(*) FROM fatture GROUP BY codice_struttura`);
    await q.query(`CREATE FUNCTION fatture_totale_inserite() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO fatture_totale (codice_struttura, righe) SELECT codice_struttura, count(*) FROM nuove GROUP BY codice_struttura
          ON CONFLICT (codice_struttura) DO UPDATE SET righe = fatture_totale.righe + EXCLUDED.righe;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION fatture_totale_eliminate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE fatture_totale t SET righe = t.righe - v.n
          FROM (SELECT codice_struttura, count(*) AS n FROM vecchie GROUP BY codice_struttura) v WHERE t.codice_struttura = v.codice_struttura;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION fatture_totale_modificate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM nuove n JOIN vecchie v ON v.id = n.id WHERE v.codice_struttura <> n.codice_struttura) THEN
          UPDATE fatture_totale t SET righe = t.righe - v.n
            FROM (SELECT codice_struttura, count(*) AS n FROM vecchie GROUP BY codice_struttura) v WHERE t.codice_struttura = v.codice_struttura;
          INSERT INTO fatture_totale (codice_struttura, righe) SELECT codice_struttura, count(*) FROM nuove GROUP BY codice_struttura
            ON CONFLICT (codice_struttura) DO UPDATE SET righe = fatture_totale.righe + EXCLUDED.righe;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION fatture_totale_svuotata() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM fatture_totale; RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER fatture_totale_inserite AFTER INSERT ON fatture REFERENCING NEW TABLE AS nuove
      FOR EACH STATEMENT EXECUTE FUNCTION fatture_totale_inserite()`);
    await q.query(`CREATE TRIGGER fatture_totale_eliminate AFTER DELETE ON fatture REFERENCING OLD TABLE AS vecchie
      FOR EACH STATEMENT EXECUTE FUNCTION fatture_totale_eliminate()`);
    await q.query(`CREATE TRIGGER fatture_totale_modificate AFTER UPDATE ON fatture REFERENCING OLD TABLE AS vecchie NEW TABLE AS nuove
      FOR EACH STATEMENT EXECUTE FUNCTION fatture_totale_modificate()`);
    await q.query(`CREATE TRIGGER fatture_totale_svuotata AFTER TRUNCATE ON fatture
      FOR EACH STATEMENT EXECUTE FUNCTION fatture_totale_svuotata()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['inserite', 'eliminate', 'modificate', 'svuotata']) await q.query(`DROP TRIGGER fatture_totale_${t} ON fatture`);
    await q.query(`DROP FUNCTION fatture_totale_inserite(), fatture_totale_eliminate(), fatture_totale_modificate(), fatture_totale_svuotata()`);
    await q.query(`DROP TABLE fatture_totale`);
    await q.query(`CREATE INDEX fatture_ragione_trgm_idx ON fatture USING gin (lower(cognome_ragione_soggetto || ' ' || nome_soggetto) gin_trgm_ops)`);
    await q.query(`ALTER TABLE fatture DROP COLUMN ragione_ricerca`);
    await q.query(`CREATE INDEX fatture_tipo_trgm_idx ON fatture USING gin (lower(tipo_documento_descrizione) gin_trgm_ops)`);
    await q.query(`DROP INDEX fatture_tipo_data_idx`);
  }
}
