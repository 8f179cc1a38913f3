import type { MigrationInterface, QueryRunner } from 'typeorm';

const GIORNO = `((data_documento AT TIME ZONE 'Europe/Rome')::date)`;

/**
 * The name filter at a million invoices. A trigram index over every invoice made a rare name cost
 * the index scan and a heap read per matching invoice (30 ms for 2,000 invoices of one patient);
 * now the filter finds the matching names among the distinct ones (`fatture_nomi`, kept by
 * statement triggers, its own trigram index), then reads each name's invoices newest first from
 * `fatture_ragione_giorno_idx`, which holds what the other filters test, so a page reads the heap
 * only for the rows it shows (fattureListSql). A name no invoice bears any more stays in
 * `fatture_nomi`: it matches no row.
 */
export class FattureNomi1764850000100 implements MigrationInterface {
  name = 'FattureNomi1764850000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE fatture_nomi (ragione_ricerca text PRIMARY KEY)`);
    await q.query(`INSERT INTO fatture_nomi (ragione_ricerca) SELECT DISTINCT ragione_ricerca FROM fatture WHERE ragione_ricerca IS NOT NULL`);
    await q.query(`CREATE INDEX fatture_nomi_trgm_idx ON fatture_nomi USING gin (ragione_ricerca gin_trgm_ops)`);
    await q.query(`CREATE FUNCTION fatture_nomi_nuovi() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO fatture_nomi (ragione_ricerca) SELECT DISTINCT ragione_ricerca FROM nuove WHERE ragione_ricerca IS NOT NULL ORDER BY 1
          ON CONFLICT (ragione_ricerca) DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION fatture_nomi_svuotata() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM fatture_nomi; RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER fatture_nomi_inserite AFTER INSERT ON fatture REFERENCING NEW TABLE AS nuove
      FOR EACH STATEMENT EXECUTE FUNCTION fatture_nomi_nuovi()`);
    await q.query(`CREATE TRIGGER fatture_nomi_modificate AFTER UPDATE ON fatture REFERENCING NEW TABLE AS nuove
      FOR EACH STATEMENT EXECUTE FUNCTION fatture_nomi_nuovi()`);
    await q.query(`CREATE TRIGGER fatture_nomi_svuotata AFTER TRUNCATE ON fatture FOR EACH STATEMENT EXECUTE FUNCTION fatture_nomi_svuotata()`);
    await q.query(
      `CREATE INDEX fatture_ragione_giorno_idx ON fatture (ragione_ricerca, ${GIORNO} DESC, numero DESC, id DESC)
         INCLUDE (data_documento, codice_struttura, tipo_documento_descrizione)`,
    );
    await q.query(`DROP INDEX fatture_ragione_ricerca_trgm_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX fatture_ragione_ricerca_trgm_idx ON fatture USING gin (ragione_ricerca gin_trgm_ops)`);
    await q.query(`DROP INDEX fatture_ragione_giorno_idx`);
    for (const t of ['inserite', 'modificate', 'svuotata']) await q.query(`DROP TRIGGER fatture_nomi_${t} ON fatture`);
    await q.query(`DROP FUNCTION fatture_nomi_nuovi(), fatture_nomi_svuotata()`);
    await q.query(`DROP TABLE fatture_nomi`);
  }
}
