import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credential columns of `utenti` (projection credentials.projection.ts): when the password was
 * last set (expiry), whether it is temporary, consecutive failed sign-ins (lockout) and the
 * encrypted TOTP secret of an enrolled user.
 */
export class Credentials1764000000000 implements MigrationInterface {
  name = 'Credentials1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE utenti
        ADD COLUMN password_cambiata_il timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN password_temporanea boolean NOT NULL DEFAULT false,
        ADD COLUMN accessi_falliti integer NOT NULL DEFAULT 0,
        ADD COLUMN totp_segreto text`);
    await q.query(`CREATE INDEX utenti_email_idx ON utenti (lower(email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX utenti_email_idx`);
    await q.query(`
      ALTER TABLE utenti
        DROP COLUMN password_cambiata_il, DROP COLUMN password_temporanea,
        DROP COLUMN accessi_falliti, DROP COLUMN totp_segreto`);
  }
}
