import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Commerce ordini (spec 3 §3): read models of the ordini aggregate. */
export class Ordini1764900000300 implements MigrationInterface {
  name = 'Ordini1764900000300';

  async up(_q: QueryRunner): Promise<void> {
    return;
  }

  async down(_q: QueryRunner): Promise<void> {
    return;
  }
}
