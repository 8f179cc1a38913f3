import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `reporting_file` holds each template file and each PDF of the document repository once,
 * addressed by its SHA-256, which the events carry: the bytes stay out of the event log and the
 * rows are never changed, so projections stay rebuildable from the events.
 */
export class ArchivioFile1764700000000 implements MigrationInterface {
  name = 'ArchivioFile1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE reporting_file (sha256 text PRIMARY KEY, contenuto bytea NOT NULL, caricato_il timestamptz NOT NULL DEFAULT now())`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reporting_file`);
  }
}
