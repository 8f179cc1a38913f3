import type { MigrationInterface, QueryRunner } from 'typeorm';

const GIORNO = `((data_documento AT TIME ZONE 'Europe/Rome')::date)`;

/**
 * The invoice list reads newest day first and, within a day, by number (84, 83, 82…), no longer
 * by the time of day (issue 25): its order is the Rome day DESC, numero DESC, id DESC. The indexes
 * that served the old order (structure and type, each then date and id) become the same by day and
 * number; `fatture_giorno_numero_idx` serves the unfiltered list. `fatture_data_idx` stays for
 * counts over a period and the 730 export.
 */
export class FattureGiornoNumero1764820000200 implements MigrationInterface {
  name = 'FattureGiornoNumero1764820000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX fatture_giorno_numero_idx ON fatture (${GIORNO} DESC, numero DESC, id DESC)`);
    await q.query(`CREATE INDEX fatture_struttura_giorno_numero_idx ON fatture (codice_struttura, ${GIORNO} DESC, numero DESC, id DESC)`);
    await q.query(`DROP INDEX fatture_struttura_data_idx`);
    await q.query(`CREATE INDEX fatture_tipo_giorno_numero_idx ON fatture (tipo_documento_descrizione, ${GIORNO} DESC, numero DESC, id DESC)`);
    await q.query(`DROP INDEX fatture_tipo_data_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX fatture_tipo_data_idx ON fatture (tipo_documento_descrizione, data_documento DESC, id DESC)`);
    await q.query(`DROP INDEX fatture_tipo_giorno_numero_idx`);
    await q.query(`CREATE INDEX fatture_struttura_data_idx ON fatture (codice_struttura, data_documento DESC, id DESC)`);
    await q.query(`DROP INDEX fatture_struttura_giorno_numero_idx`);
    await q.query(`DROP INDEX fatture_giorno_numero_idx`);
  }
}
