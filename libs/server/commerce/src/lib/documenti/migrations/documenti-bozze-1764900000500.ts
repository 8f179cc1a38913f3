import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Home's counter of drafts (GET /api/paperclean/scrivania) and the list filtered on BOZZA read
 * only the drafts: a partial index keeps the count an index-only scan of the few drafts, however
 * many COMPLETA documents the stores hold.
 */
export class DocumentiBozze1764900000500 implements MigrationInterface {
  name = 'DocumentiBozze1764900000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX documenti_commerciali_bozze_idx ON documenti_commerciali (store, data_ora DESC, id DESC) WHERE stato_attuale = 'BOZZA'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX documenti_commerciali_bozze_idx`);
  }
}
