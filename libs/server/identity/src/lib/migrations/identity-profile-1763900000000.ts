import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The own-profile fields of `utenti` (spec 1 §3, editable profile). `codice_fiscale` repeats the
 * identificativo when its tipo is CF, so SPID sign-in finds the user by fiscal code; unique.
 */
export class IdentityProfile1763900000000 implements MigrationInterface {
  name = 'IdentityProfile1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE utenti
        ADD COLUMN cellulare text NOT NULL DEFAULT '',
        ADD COLUMN tipo_identificativo text,
        ADD COLUMN identificativo text NOT NULL DEFAULT '',
        ADD COLUMN codice_fiscale text,
        ADD COLUMN domicilio jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN residenza jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN latitudine double precision,
        ADD COLUMN longitudine double precision`);
    await q.query(`CREATE UNIQUE INDEX utenti_codice_fiscale_key ON utenti (codice_fiscale) WHERE codice_fiscale IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX utenti_codice_fiscale_key`);
    await q.query(`
      ALTER TABLE utenti
        DROP COLUMN cellulare, DROP COLUMN tipo_identificativo, DROP COLUMN identificativo,
        DROP COLUMN codice_fiscale, DROP COLUMN domicilio, DROP COLUMN residenza,
        DROP COLUMN latitudine, DROP COLUMN longitudine`);
  }
}
