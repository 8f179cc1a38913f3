import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of users and groups (projections of `users-*` and `gruppi-*`), and their id sequences. */
export class Identity1763800000000 implements MigrationInterface {
  name = 'Identity1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE gruppi_id_seq`);
    await q.query(`CREATE SEQUENCE utenti_id_seq`);
    await q.query(`
      CREATE TABLE gruppi (
        id integer PRIMARY KEY,
        nome text NOT NULL,
        descrizione text NOT NULL DEFAULT '',
        menu jsonb NOT NULL DEFAULT '[]',
        sezioni jsonb NOT NULL DEFAULT '[]',
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX gruppi_nome_key ON gruppi (lower(nome))`);
    await q.query(`
      CREATE TABLE utenti (
        id integer PRIMARY KEY,
        username text NOT NULL,
        firstname text NOT NULL,
        lastname text NOT NULL,
        email text NOT NULL DEFAULT '',
        password_hash text NOT NULL,
        gruppo_id integer NOT NULL,
        attivo boolean NOT NULL,
        scadenza_utenza timestamptz,
        stato_utenza text NOT NULL,
        ultimo_accesso timestamptz,
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX utenti_username_key ON utenti (lower(username))`);
    await q.query(`CREATE INDEX utenti_gruppo_idx ON utenti (gruppo_id)`);
    await q.query(`CREATE INDEX utenti_ordine_idx ON utenti (lower(lastname), lower(firstname), id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE utenti`);
    await q.query(`DROP TABLE gruppi`);
    await q.query(`DROP SEQUENCE utenti_id_seq`);
    await q.query(`DROP SEQUENCE gruppi_id_seq`);
  }
}
