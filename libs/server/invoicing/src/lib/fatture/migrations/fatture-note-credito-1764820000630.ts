import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The credit notes of an invoice (issue 26): a credit note's document names the invoice it credits
 * (`documento.fatturaCollegata.id`); this index finds them for the invoice's view and for the rule
 * that a new credit note may not credit more than what is left of the invoice.
 */
export class FattureNoteCredito1764820000630 implements MigrationInterface {
  name = 'FattureNoteCredito1764820000630';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX fatture_fattura_collegata_idx ON fatture (((documento->'fatturaCollegata'->>'id')::int))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX fatture_fattura_collegata_idx`);
  }
}
