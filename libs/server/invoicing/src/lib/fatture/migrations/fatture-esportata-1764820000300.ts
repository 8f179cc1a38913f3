import type { MigrationInterface, QueryRunner } from 'typeorm';
import { numericIdOfStream } from '@registro/server-event-store';
import { FATTURA_STREAM_TYPE } from '../domain/fattura.events';

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
    const prime: { stream_id: string; prima: Date }[] = await q.query(
      `SELECT stream_id, min(recorded_at) AS prima FROM events
        WHERE stream_type = $1 AND event_type = 'FatturaElettronicaEsportata' GROUP BY stream_id`,
      [FATTURA_STREAM_TYPE],
    );
    await q.query(
      `UPDATE fatture f SET esportata_il = e.prima FROM unnest($1::bigint[], $2::timestamptz[]) AS e(id, prima) WHERE f.id = e.id`,
      [prime.map((r) => numericIdOfStream(r.stream_id, FATTURA_STREAM_TYPE)), prime.map((r) => r.prima)],
    );
    await q.query(`CREATE INDEX fatture_da_esportare_idx ON fatture (id) WHERE esportata_il IS NULL AND btrim(partita_iva_soggetto) <> ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX fatture_da_esportare_idx`);
    await q.query(`ALTER TABLE fatture DROP COLUMN esportata_il`);
  }
}
