import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The document list filtered by number without a type: (store, numero), not a scan of the store's documents. */
export class DocumentiNumero1764900000700 implements MigrationInterface {
  name = 'DocumentiNumero1764900000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX documenti_commerciali_store_solo_numero_idx ON documenti_commerciali (store, numero)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX documenti_commerciali_store_solo_numero_idx`);
  }
}
