import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Commerce documenti (spec 3 §3): read models of the documenti aggregate. */
export class Documenti1764900000200 implements MigrationInterface {
  name = 'Documenti1764900000200';

  async up(_q: QueryRunner): Promise<void> {
    return;
  }

  async down(_q: QueryRunner): Promise<void> {
    return;
  }
}
