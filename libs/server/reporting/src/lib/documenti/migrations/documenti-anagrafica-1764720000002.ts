import type { MigrationInterface, QueryRunner } from 'typeorm';

/** GET documentrepository/personali: a person's active documents, latest refertazione first. */
export class DocumentiAnagrafica1764720000002 implements MigrationInterface {
  name = 'DocumentiAnagrafica1764720000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX documenti_repository_anagrafica_idx ON documenti_repository (id_anagrafica, data_refertazione DESC, id DESC) WHERE NOT annullato`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX documenti_repository_anagrafica_idx`);
  }
}
