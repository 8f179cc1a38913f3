import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dashboards (read model of the event-sourced records `dataanalysisdashboard-<id>`, the
 * dashboard JSON kept as the spec's string) and their assignment to profile groups
 * (`dataanalysisgruppodashboard-<id>`, profilo = the group's name).
 */
export class Dashboards1765000000100 implements MigrationInterface {
  name = 'Dashboards1765000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE dashboards_id_seq`);
    await q.query(`
      CREATE TABLE dashboards (
        id integer PRIMARY KEY,
        title text NOT NULL,
        descrizione text NOT NULL DEFAULT '',
        dashboard text NOT NULL DEFAULT '{"headerElements":[],"bodyElements":[]}',
        versione integer NOT NULL
      )`);
    await q.query(`CREATE SEQUENCE dashboard_gruppi_id_seq`);
    await q.query(`
      CREATE TABLE dashboard_gruppi (
        id integer PRIMARY KEY,
        profilo text NOT NULL,
        id_dashboard integer NOT NULL REFERENCES dashboards (id),
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX dashboard_gruppi_profilo_idx ON dashboard_gruppi (profilo, id_dashboard)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE dashboard_gruppi`);
    await q.query(`DROP SEQUENCE dashboard_gruppi_id_seq`);
    await q.query(`DROP TABLE dashboards`);
    await q.query(`DROP SEQUENCE dashboards_id_seq`);
  }
}
