import type { MigrationInterface, QueryRunner } from 'typeorm';

/** E-mails waiting to be sent (or sent again) by the InvioEmailInCoda task. */
export class PostaInUscita1764300000001 implements MigrationInterface {
  name = 'PostaInUscita1764300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_outbox (
        id bigserial PRIMARY KEY,
        email jsonb NOT NULL,
        tentativi integer NOT NULL DEFAULT 0,
        ultimo_errore text,
        creata_il timestamptz NOT NULL DEFAULT now(),
        prossimo_tentativo timestamptz NOT NULL DEFAULT now(),
        inviata_il timestamptz
      )`);
    await q.query(`CREATE INDEX mail_outbox_da_inviare_idx ON mail_outbox (prossimo_tentativo) WHERE inviata_il IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_outbox`);
  }
}
