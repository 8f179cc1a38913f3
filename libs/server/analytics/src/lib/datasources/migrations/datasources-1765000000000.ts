import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data analysis: the read models of the event-sourced records `dataanalysisdatabasedriver-<id>`,
 * `dataanalysisdatasources-<id>` (the password kept encrypted), `dataanalysisquery-<id>` and
 * `dataanalysistables-<id>`, and the ICD-9-CM diagnoses (reference data, imported by
 * `import-icd9cm`), searched by code prefix and description substring.
 */
export class DataSources1765000000000 implements MigrationInterface {
  name = 'DataSources1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE SEQUENCE database_drivers_id_seq`);
    await q.query(`
      CREATE TABLE database_drivers (
        id integer PRIMARY KEY,
        driver_name text NOT NULL,
        jdbc_name text NOT NULL,
        class_name text NOT NULL DEFAULT '',
        query_fields_info text NOT NULL DEFAULT '',
        versione integer NOT NULL
      )`);
    await q.query(`CREATE SEQUENCE data_sources_id_seq`);
    await q.query(`
      CREATE TABLE data_sources (
        id integer PRIMARY KEY,
        id_driver integer NOT NULL,
        datasource_name text NOT NULL,
        host text NOT NULL DEFAULT '',
        port integer,
        database text NOT NULL DEFAULT '',
        username text NOT NULL DEFAULT '',
        password_cifrata text NOT NULL DEFAULT '',
        jdbc_url text NOT NULL DEFAULT '',
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX data_sources_nome_idx ON data_sources (lower(datasource_name))`);
    await q.query(`CREATE SEQUENCE analysis_queries_id_seq`);
    await q.query(`
      CREATE TABLE analysis_queries (
        id integer PRIMARY KEY,
        title text NOT NULL,
        descrizione text NOT NULL DEFAULT '',
        id_datasource integer NOT NULL,
        sql_graphic_query text NOT NULL DEFAULT '',
        sql_analitic_query text NOT NULL DEFAULT '',
        versione integer NOT NULL
      )`);
    await q.query(`CREATE INDEX analysis_queries_datasource_idx ON analysis_queries (id_datasource)`);
    await q.query(`CREATE SEQUENCE analysis_tables_id_seq`);
    await q.query(`
      CREATE TABLE analysis_tables (
        id integer PRIMARY KEY,
        db_name text NOT NULL,
        view_name text NOT NULL,
        note text NOT NULL DEFAULT '',
        versione integer NOT NULL
      )`);
    await q.query(`
      CREATE TABLE icd9cm_diagnosi (
        codice text PRIMARY KEY,
        descrizione text NOT NULL,
        ordine integer NOT NULL
      )`);
    await q.query(`CREATE INDEX icd9cm_diagnosi_codice_idx ON icd9cm_diagnosi (codice text_pattern_ops)`);
    await q.query(`CREATE INDEX icd9cm_diagnosi_descrizione_idx ON icd9cm_diagnosi USING gin (descrizione gin_trgm_ops)`);
    await q.query(`CREATE INDEX icd9cm_diagnosi_ordine_idx ON icd9cm_diagnosi (ordine)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE icd9cm_diagnosi`);
    for (const t of ['analysis_tables', 'analysis_queries', 'data_sources', 'database_drivers']) {
      await q.query(`DROP TABLE ${t}`);
      await q.query(`DROP SEQUENCE ${t}_id_seq`);
    }
  }
}
