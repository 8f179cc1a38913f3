import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models of the scheduled tasks (inline projection `tasks`): the task list (`gesantask`)
 * and the runs with their log (`gesantasklog`). At most one run per task is waiting or running
 * (partial unique index): "run now" on a running task is refused by the database itself.
 */
export class Tasks1764300000000 implements MigrationInterface {
  name = 'Tasks1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE gesantask_id_seq`);
    await q.query(`
      CREATE TABLE gesantask (
        id integer PRIMARY KEY,
        nome text NOT NULL,
        stato text NOT NULL,
        tipo_avvio text NOT NULL,
        descrizione text NOT NULL DEFAULT '',
        classe_java text NOT NULL,
        avvio_data timestamptz,
        ripetizione_mese integer NOT NULL DEFAULT 0,
        ripetizione_giorno integer NOT NULL DEFAULT 0,
        ripetizione_ore integer NOT NULL DEFAULT 0,
        ripetizione_minuti integer NOT NULL DEFAULT 0,
        data_ora_ultimo_start timestamptz,
        data_ora_ultimo_stop timestamptz,
        versione integer NOT NULL
      )`);
    await q.query(`CREATE INDEX gesantask_nome_idx ON gesantask (lower(nome))`);
    await q.query(`CREATE INDEX gesantask_classe_idx ON gesantask (classe_java, id)`);
    await q.query(`
      CREATE TABLE gesantasklog (
        id uuid PRIMARY KEY,
        id_task integer NOT NULL,
        stato text NOT NULL,
        origine text NOT NULL,
        id_job text NOT NULL,
        data_ora_richiesta timestamptz NOT NULL,
        data_ora_start timestamptz,
        data_ora_stop timestamptz,
        log text NOT NULL DEFAULT '',
        motivo text
      )`);
    await q.query(`CREATE INDEX gesantasklog_task_idx ON gesantasklog (id_task, data_ora_richiesta DESC)`);
    await q.query(`
      CREATE UNIQUE INDEX gesantasklog_una_attiva_idx ON gesantasklog (id_task)
        WHERE stato IN ('IN ATTESA', 'IN ESECUZIONE')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE gesantasklog`);
    await q.query(`DROP TABLE gesantask`);
    await q.query(`DROP SEQUENCE gesantask_id_seq`);
  }
}
