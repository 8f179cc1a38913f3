import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `Idempotency-Key` of every create that carried one: a repeat of the key by the same user
 * answers the record created the first time (`IdempotentCreation`); `impronta` is the SHA-256 of the
 * body, so a repeat with another body is refused. Rows older than 24 hours are
 * purged by the creates themselves, hence the index on `creato_il`.
 */
export class RichiesteIdempotenti1765100000000 implements MigrationInterface {
  name = 'RichiesteIdempotenti1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE richieste_idempotenti (
        utente text NOT NULL,
        chiave text NOT NULL,
        risorsa text NOT NULL,
        impronta text NOT NULL,
        id_risultato integer NOT NULL,
        creato_il timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (utente, chiave)
      )`);
    await q.query(
      `CREATE INDEX richieste_idempotenti_creato_il_idx ON richieste_idempotenti (creato_il)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE richieste_idempotenti`);
  }
}
