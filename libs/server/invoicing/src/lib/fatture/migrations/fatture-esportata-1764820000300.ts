import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When an invoice was first exported as FatturaPA XML (`esportata_il`, from its first
 * FatturaElettronicaEsportata; null until then), for Home's "Fatture da esportare" and the list's
 * `daEsportare` filter: the invoices to companies and public bodies (a partita IVA) not exported yet,
 * read by a partial index that holds only those.
 */
export class FattureEsportata1764820000300 implements MigrationInterface {
  name = 'FattureEsportata1764820000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE fatture ADD COLUMN esportata_il timestamptz`);
    await q.query(`
      UPDATE fatture f SET esportata_il = e.prima
        FROM (SELECT stream_id, min(recorded_at) AS prima FROM events
               WHERE stream_type = 'fatture' AND event_type = 'FatturaElettronicaEsportata' GROUP BY stream_id) e
       WHERE e.stream_id = 'fatture-' || f.id`);
    await q.query(`CREATE INDEX fatture_da_esportare_idx ON fatture (id) WHERE esportata_il IS NULL AND btrim(partita_iva_soggetto) <> ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX fatture_da_esportare_idx`);
    await q.query(`ALTER TABLE fatture DROP COLUMN esportata_il`);
  }
}
