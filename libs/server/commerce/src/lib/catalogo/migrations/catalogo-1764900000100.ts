import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Commerce catalogue (spec 3 §3). Read models of event-sourced records (record kit, streams
 * `iva-<id>`, `gruppiarticoli-<id>`, `marche-<id>`, `categorie-<id>`, `articoli-<id>`): iva,
 * articoli_gruppi, marche, categorie (subcategories as JSON), articoli (price list and stock as
 * JSON) and articoli_barcode, whose unique index keeps a barcode on one article only, checked in
 * the saving transaction. Units of measure and depots are plain lookup tables.
 */
export class Catalogo1764900000100 implements MigrationInterface {
  name = 'Catalogo1764900000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE iva_id_seq`);
    await q.query(`
      CREATE TABLE iva (
        id integer PRIMARY KEY,
        codice text NOT NULL,
        descrizione text NOT NULL,
        aliquota numeric(5,2) NOT NULL DEFAULT 0,
        attivo boolean NOT NULL DEFAULT true,
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX iva_codice_idx ON iva (lower(codice))`);

    await q.query(`CREATE SEQUENCE articoli_gruppi_id_seq`);
    await q.query(`
      CREATE TABLE articoli_gruppi (
        id integer PRIMARY KEY,
        codice text NOT NULL,
        descrizione text NOT NULL,
        capogruppo text NOT NULL DEFAULT '',
        attivo boolean NOT NULL DEFAULT true,
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX articoli_gruppi_codice_idx ON articoli_gruppi (lower(codice))`);

    await q.query(`CREATE SEQUENCE marche_id_seq`);
    await q.query(`
      CREATE TABLE marche (
        id integer PRIMARY KEY,
        codice text NOT NULL,
        descrizione text NOT NULL,
        attivo boolean NOT NULL DEFAULT true,
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX marche_codice_idx ON marche (lower(codice))`);

    await q.query(`CREATE SEQUENCE categorie_id_seq`);
    await q.query(`
      CREATE TABLE categorie (
        id integer PRIMARY KEY,
        codice text NOT NULL,
        descrizione text NOT NULL,
        attivo boolean NOT NULL DEFAULT true,
        lista_sottocategorie jsonb NOT NULL DEFAULT '[]',
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX categorie_codice_idx ON categorie (lower(codice))`);

    await q.query(`CREATE TABLE articoli_unita_misura (codice text PRIMARY KEY, descrizione text NOT NULL)`);
    await q.query(`CREATE TABLE depositi (codice text PRIMARY KEY, descrizione text NOT NULL)`);

    await q.query(`CREATE SEQUENCE articoli_id_seq`);
    await q.query(`
      CREATE TABLE articoli (
        id integer PRIMARY KEY,
        codice text NOT NULL,
        descrizione text NOT NULL,
        fornitore integer,
        codice_fornitore text NOT NULL DEFAULT '',
        descrizione_fornitore text NOT NULL DEFAULT '',
        esposto_listino boolean NOT NULL DEFAULT false,
        descrizione_listino text NOT NULL DEFAULT '',
        codice_iva text NOT NULL DEFAULT '',
        descrizione_iva text NOT NULL DEFAULT '',
        aliquota_iva numeric(5,2) NOT NULL DEFAULT 0,
        gruppo text NOT NULL DEFAULT '',
        marca text NOT NULL DEFAULT '',
        unita_misura text NOT NULL DEFAULT '',
        deposito text NOT NULL DEFAULT '',
        escluso_utile boolean NOT NULL DEFAULT false,
        quantita_confezione numeric(14,3) NOT NULL DEFAULT 0,
        quantita_sotto_cartone numeric(14,3) NOT NULL DEFAULT 0,
        quantita_cartone numeric(14,3) NOT NULL DEFAULT 0,
        quantita_pedana numeric(14,3) NOT NULL DEFAULT 0,
        quantita_scorta_minima numeric(14,3) NOT NULL DEFAULT 0,
        attivo boolean NOT NULL DEFAULT true,
        listino jsonb NOT NULL DEFAULT '{}',
        lista_giacenze jsonb NOT NULL DEFAULT '[]',
        immagine_base64 text,
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX articoli_codice_idx ON articoli (lower(codice))`);
    await q.query(`CREATE INDEX articoli_descrizione_idx ON articoli (lower(descrizione))`);

    await q.query(`
      CREATE TABLE articoli_barcode (
        barcode text PRIMARY KEY,
        id_articolo integer NOT NULL REFERENCES articoli (id) ON DELETE CASCADE,
        attivo boolean NOT NULL DEFAULT true,
        posizione integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX articoli_barcode_articolo_idx ON articoli_barcode (id_articolo)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE articoli_barcode`);
    await q.query(`DROP TABLE articoli`);
    await q.query(`DROP SEQUENCE articoli_id_seq`);
    await q.query(`DROP TABLE depositi`);
    await q.query(`DROP TABLE articoli_unita_misura`);
    for (const t of ['categorie', 'marche', 'articoli_gruppi', 'iva']) {
      await q.query(`DROP TABLE ${t}`);
      await q.query(`DROP SEQUENCE ${t}_id_seq`);
    }
  }
}
