import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Modules: `moduli` is the list's read model (projection of the `moduli-<id>` streams);
 * `moduli_jar` holds each uploaded archive once, addressed by its SHA-256, which the events carry
 * (the bytes stay out of the event log; the rows are never changed, so projections stay rebuildable).
 */
export class Moduli1764400000001 implements MigrationInterface {
  name = 'Moduli1764400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE moduli_id_seq`);
    await q.query(`
      CREATE TABLE moduli (
        id integer PRIMARY KEY,
        nome text NOT NULL,
        version text NOT NULL,
        compile_date text NOT NULL DEFAULT '',
        jar text NOT NULL,
        descrizione text NOT NULL DEFAULT '',
        sezioni jsonb NOT NULL DEFAULT '[]',
        sha256 text NOT NULL,
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX moduli_nome_idx ON moduli (lower(nome))`);
    await q.query(`CREATE INDEX moduli_jar_idx ON moduli (jar)`);
    await q.query(`CREATE TABLE moduli_jar (sha256 text PRIMARY KEY, contenuto bytea NOT NULL, caricato_il timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE moduli_jar`);
    await q.query(`DROP TABLE moduli`);
    await q.query(`DROP SEQUENCE moduli_id_seq`);
  }
}
