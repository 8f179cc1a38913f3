import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Business-integration requests (read model of the `integrazionebusiness-<id>` streams, ids from
 * a sequence) and the dairy's deliveries imported by the ImportCaseificio task.
 */
export class Amministrazione1764500000000 implements MigrationInterface {
  name = 'Amministrazione1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE richieste_integrazione_id_seq`);
    await q.query(`
      CREATE TABLE richieste_integrazione (
        id integer PRIMARY KEY,
        servizio text NOT NULL,
        metodo text NOT NULL,
        stato_attuale text NOT NULL,
        data_richiesta timestamptz NOT NULL,
        storico_stati jsonb NOT NULL DEFAULT '[]',
        corpo_richiesta jsonb,
        messaggio_inviato jsonb,
        esito_business text,
        risposta_business jsonb,
        versione integer NOT NULL
      )`);
    await q.query(`CREATE INDEX richieste_integrazione_data_idx ON richieste_integrazione (data_richiesta DESC, id DESC)`);
    await q.query(`
      CREATE TABLE caseificio_consegne (
        id_sorgente text PRIMARY KEY,
        dati jsonb NOT NULL,
        importata_il timestamptz NOT NULL DEFAULT now(),
        aggiornata_il timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE caseificio_consegne`);
    await q.query(`DROP TABLE richieste_integrazione`);
    await q.query(`DROP SEQUENCE richieste_integrazione_id_seq`);
  }
}
