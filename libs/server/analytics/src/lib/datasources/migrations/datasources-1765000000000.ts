import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Data analysis: drivers, data sources, queries, the tables catalogue and the ICD-IX list. */
export class DataSources1765000000000 implements MigrationInterface {
  name = 'DataSources1765000000000';

  async up(_q: QueryRunner): Promise<void> {
    return;
  }

  async down(_q: QueryRunner): Promise<void> {
    return;
  }
}
