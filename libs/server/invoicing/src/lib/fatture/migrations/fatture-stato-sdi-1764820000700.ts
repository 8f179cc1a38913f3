import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where each invoice stands at the SDI (`stato_sdi`, issue 26), for the list's "Stato SDI" column
 * and filter: the projection derives it from the stream (statoSdiDi). Null for an invoice to a
 * private person, which never goes to the SDI. The invoices stored before have had no receipt:
 * INVIATA when exported, DA_INVIARE otherwise (FattureEsportazioni1764820000410 marked their stored
 * document `esportata`, which the projection folds on).
 */
export class FattureStatoSdi1764820000700 implements MigrationInterface {
  name = 'FattureStatoSdi1764820000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE fatture ADD COLUMN stato_sdi text`);
    await q.query(`
      UPDATE fatture SET stato_sdi = CASE WHEN esportata_il IS NULL THEN 'DA_INVIARE' ELSE 'INVIATA' END
       WHERE btrim(coalesce(partita_iva_soggetto, '')) <> ''`);
    await q.query(`CREATE INDEX fatture_stato_sdi_idx ON fatture (stato_sdi) WHERE stato_sdi IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX fatture_stato_sdi_idx`);
    await q.query(`ALTER TABLE fatture DROP COLUMN stato_sdi`);
  }
}
