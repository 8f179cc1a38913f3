import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The article list's "contains" filters (code, description, supplier's name, barcode) through
 * trigram indexes, as the other lists' text filters; the list reads only the filters given.
 */
export class CatalogoElenco1764900000600 implements MigrationInterface {
  name = 'CatalogoElenco1764900000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX articoli_codice_trgm_idx ON articoli USING gin (codice gin_trgm_ops)`);
    await q.query(`CREATE INDEX articoli_descrizione_trgm_idx ON articoli USING gin (descrizione gin_trgm_ops)`);
    await q.query(`CREATE INDEX articoli_descrizione_fornitore_trgm_idx ON articoli USING gin (descrizione_fornitore gin_trgm_ops)`);
    await q.query(`CREATE INDEX articoli_fornitore_idx ON articoli (fornitore)`);
    await q.query(`CREATE INDEX articoli_barcode_trgm_idx ON articoli_barcode USING gin (barcode gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const i of ['articoli_barcode_trgm_idx', 'articoli_fornitore_idx', 'articoli_descrizione_fornitore_trgm_idx', 'articoli_descrizione_trgm_idx', 'articoli_codice_trgm_idx']) {
      await q.query(`DROP INDEX ${i}`);
    }
  }
}
