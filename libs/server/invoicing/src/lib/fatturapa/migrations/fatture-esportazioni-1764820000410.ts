import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The exports of issued invoices (issue 26):
 * - `fatture_esportazioni`, one row per distinct export (projection of FatturaElettronicaEsportata
 *   with its SDI name): the SDI receipts are matched to an invoice by `nome_file_sdi` or `sha256`;
 * - `fatture_progressivi_invio`, the last progressivo taken per transmitter (IdCodice), gap-free:
 *   taken in the export's transaction.
 * The exact bytes of each export are kept by their SHA-256 in the platform's file archive, so a
 * locked invoice's repeated download answers the same file even if the facility's data changed since.
 * Backfill: an invoice exported before has `"esportata": true` in its document (the lock); its old
 * export events have no SDI name and give no row.
 */
export class FattureEsportazioni1764820000410 implements MigrationInterface {
  name = 'FattureEsportazioni1764820000410';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE fatture_esportazioni (
        id_fattura int NOT NULL,
        nome_file text NOT NULL,
        nome_file_sdi text NOT NULL,
        progressivo_invio text NOT NULL,
        sha256 text NOT NULL,
        esportata_il timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX fatture_esportazioni_nome_file_sdi_idx ON fatture_esportazioni (nome_file_sdi)`);
    await q.query(`CREATE INDEX fatture_esportazioni_sha256_idx ON fatture_esportazioni (sha256)`);
    await q.query(`CREATE INDEX fatture_esportazioni_nome_file_idx ON fatture_esportazioni (nome_file)`);
    await q.query(`CREATE INDEX fatture_esportazioni_id_fattura_idx ON fatture_esportazioni (id_fattura, esportata_il)`);
    await q.query(`CREATE TABLE fatture_progressivi_invio (id_codice text PRIMARY KEY, ultimo int NOT NULL)`);
    await q.query(`UPDATE fatture SET documento = documento || '{"esportata": true}'::jsonb WHERE esportata_il IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE fatture SET documento = documento - 'esportata'`);
    await q.query(`DROP TABLE fatture_progressivi_invio`);
    await q.query(`DROP TABLE fatture_esportazioni`);
  }
}
