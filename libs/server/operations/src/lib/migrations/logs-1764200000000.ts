import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read model of the logs screen: one row per event (async projection `logs`). */
export class Logs1764200000000 implements MigrationInterface {
  name = 'Logs1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE logs (
        id bigserial PRIMARY KEY,
        global_position bigint NOT NULL UNIQUE,
        data_ora timestamptz NOT NULL,
        stato text NOT NULL CHECK (stato IN ('INFO', 'WARNING', 'ERROR')),
        sezione text NOT NULL,
        descrizione_evento text NOT NULL,
        operation text NOT NULL,
        username text,
        id_gruppo integer,
        ip text,
        user_agent text,
        id_risorsa text
      )`);
    await q.query(`CREATE INDEX logs_data_ora_idx ON logs (data_ora DESC, id DESC)`);
    await q.query(`CREATE INDEX logs_username_idx ON logs (username, data_ora DESC)`);
    await q.query(`CREATE INDEX logs_sezione_idx ON logs (sezione, data_ora DESC)`);
    await q.query(`CREATE INDEX logs_stato_idx ON logs (stato, data_ora DESC)`);
    await q.query(`CREATE INDEX logs_operation_idx ON logs (operation, data_ora DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE logs`);
  }
}
