import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Home's counter of documents to sign (GET /api/documentrepository/scrivania) and the archive
 * filtered on firmato=false read only the unsigned active documents: a partial index keeps the
 * count an index-only scan of those, however many signed documents the archive holds.
 */
export class DocumentiDaFirmare1764720000003 implements MigrationInterface {
  name = 'DocumentiDaFirmare1764720000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX documenti_repository_da_firmare_idx ON documenti_repository (data_refertazione DESC, id DESC) WHERE firme = 0 AND NOT annullato`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX documenti_repository_da_firmare_idx`);
  }
}
