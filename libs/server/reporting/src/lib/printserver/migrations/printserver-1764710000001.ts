import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Print server and templates by document-type code: `print_report` and `print_report_tipi` are the
 * read models (inline projections of the `printserver-<id>` and `printreport-<id>` streams). The
 * uploaded template bytes live once in `reporting_file`, addressed by the SHA-256 the events carry.
 */
export class PrintServer1764710000001 implements MigrationInterface {
  name = 'PrintServer1764710000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE print_report_id_seq`);
    await q.query(`
      CREATE TABLE print_report (
        id integer PRIMARY KEY,
        report_name text NOT NULL,
        nome_file text NOT NULL,
        descrizione text NOT NULL DEFAULT '',
        versione_report text NOT NULL DEFAULT '',
        stato text NOT NULL DEFAULT 'ATTIVO',
        test_data text NOT NULL DEFAULT '',
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX print_report_nome_idx ON print_report (lower(report_name))`);
    await q.query(`CREATE SEQUENCE print_report_tipi_id_seq`);
    await q.query(`
      CREATE TABLE print_report_tipi (
        id integer PRIMARY KEY,
        codice_tipo_documento text NOT NULL,
        descrizione text NOT NULL DEFAULT '',
        master text NOT NULL DEFAULT 'MasterReport',
        subreport text NOT NULL DEFAULT '',
        nome_file text,
        formato text,
        sha256 text,
        versione integer NOT NULL
      )`);
    await q.query(`CREATE INDEX print_report_tipi_codice_idx ON print_report_tipi (lower(codice_tipo_documento))`);
    await q.query(`CREATE INDEX print_report_tipi_file_idx ON print_report_tipi (lower(nome_file))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE print_report_tipi`);
    await q.query(`DROP SEQUENCE print_report_tipi_id_seq`);
    await q.query(`DROP TABLE print_report`);
    await q.query(`DROP SEQUENCE print_report_id_seq`);
  }
}
