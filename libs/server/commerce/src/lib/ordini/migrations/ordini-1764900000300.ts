import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Commerce ordini (spec 3 §3): the read model of the order aggregate (stream `ordini-<id>`) and
 * the counter of the order numbers by year. `ordini` keeps one row per order (customer = the
 * creating user, rows and status history as JSON, total as numeric); `ordini_numeratori` is bumped
 * in the creating transaction (gap-free), and the unique index on (anno, codice) is the last defence.
 */
export class Ordini1764900000300 implements MigrationInterface {
  name = 'Ordini1764900000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE ordini_id_seq`);
    await q.query(`
      CREATE TABLE ordini (
        id integer PRIMARY KEY,
        versione integer NOT NULL,
        anno integer NOT NULL,
        codice integer NOT NULL,
        id_cliente integer NOT NULL,
        data_ordine timestamptz NOT NULL,
        stato_attuale text NOT NULL,
        stato_attuale_data_ora timestamptz NOT NULL,
        cognome text NOT NULL DEFAULT '',
        nome text NOT NULL DEFAULT '',
        comune text NOT NULL DEFAULT '',
        indirizzo text NOT NULL DEFAULT '',
        civico text NOT NULL DEFAULT '',
        cap text NOT NULL DEFAULT '',
        totale_ordine numeric(14,2) NOT NULL,
        lista_righe jsonb NOT NULL DEFAULT '[]',
        lista_stati jsonb NOT NULL DEFAULT '[]'
      )`);
    await q.query(`CREATE UNIQUE INDEX ordini_anno_codice_idx ON ordini (anno, codice)`);
    await q.query(`CREATE INDEX ordini_data_idx ON ordini (data_ordine DESC, id DESC)`);
    await q.query(`CREATE INDEX ordini_cliente_data_idx ON ordini (id_cliente, data_ordine DESC, id DESC)`);
    await q.query(`CREATE TABLE ordini_numeratori (anno integer PRIMARY KEY, valore integer NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ordini_numeratori`);
    await q.query(`DROP TABLE ordini`);
    await q.query(`DROP SEQUENCE ordini_id_seq`);
  }
}
