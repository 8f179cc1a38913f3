import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Document repository: `documenti_repository` is the read model of the `documentrepository-<id>`
 * streams (inline projection), one row per document with its current version; the PDFs stay in
 * reporting_file. `giorno_refertazione` is the Europe/Rome day the counters group by.
 */
export class Documenti1764720000001 implements MigrationInterface {
  name = 'Documenti1764720000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE documenti_repository_id_seq`);
    await q.query(`
      CREATE TABLE documenti_repository (
        id integer PRIMARY KEY,
        sezione text NOT NULL,
        id_risorsa bigint NOT NULL,
        id_anagrafica bigint,
        nome_file text NOT NULL,
        descrizione text NOT NULL DEFAULT '',
        tipo_documento text NOT NULL DEFAULT '',
        data_refertazione timestamptz NOT NULL,
        giorno_refertazione date NOT NULL,
        sha256 text NOT NULL,
        size integer NOT NULL,
        versione integer NOT NULL,
        firme integer NOT NULL DEFAULT 0,
        ultimo_firmatario text,
        inviato_fse_il timestamptz,
        annullato boolean NOT NULL DEFAULT false,
        creato_il timestamptz NOT NULL,
        creato_da text NOT NULL DEFAULT '',
        aggiornato_il timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX documenti_repository_risorsa_idx ON documenti_repository (sezione, id_risorsa, id DESC)`);
    await q.query(`CREATE INDEX documenti_repository_giorno_idx ON documenti_repository (giorno_refertazione) WHERE NOT annullato`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE documenti_repository`);
    await q.query(`DROP SEQUENCE documenti_repository_id_seq`);
  }
}
