import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The invoicing context's tables.
 * - Read models of event-sourced records (record kit, streams `<resource>-<id>`): strutture,
 *   tipi_documento, causali_documento, numeratori.
 * - Read models of the invoice aggregate (`fatture-<id>`): fatture (one row per invoice, the
 *   whole document in `documento`) and clienti (the customer directory of the recipient search:
 *   seeded customers plus every recipient an invoice was saved for).
 * - Plain lookup tables filled by the seed and the ISTAT import: tabella_iva, unita_misura,
 *   moltiplicatori, metodi_pagamento, tipi_spesa, tariffe, province, comuni.
 *
 * Numbering: `numeratori.valore` is the counter. An invoice takes its number with
 * `UPDATE numeratori SET valore = valore + 1 … RETURNING valore` in the transaction that appends
 * its `FatturaNumerata` event; `fatture_numero_idx` (numerator, number) is the last defence.
 */
export class Invoicing1764800000000 implements MigrationInterface {
  name = 'Invoicing1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await q.query(`CREATE SEQUENCE strutture_id_seq`);
    await q.query(`
      CREATE TABLE strutture (
        id integer PRIMARY KEY,
        codice_struttura text NOT NULL,
        denominazione text NOT NULL,
        partita_iva text NOT NULL DEFAULT '',
        codice_fiscale text NOT NULL DEFAULT '',
        regime_fiscale text NOT NULL DEFAULT 'RF01',
        indirizzo text NOT NULL DEFAULT '',
        numero_civico text NOT NULL DEFAULT '',
        cap text NOT NULL DEFAULT '',
        comune text NOT NULL DEFAULT '',
        provincia text NOT NULL DEFAULT '',
        nazione text NOT NULL DEFAULT 'IT',
        codice_regione text NOT NULL DEFAULT '',
        codice_asl text NOT NULL DEFAULT '',
        codice_ssa text NOT NULL DEFAULT '',
        cf_proprietario text NOT NULL DEFAULT '',
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX strutture_codice_idx ON strutture (codice_struttura)`);

    await q.query(`CREATE SEQUENCE tipi_documento_id_seq`);
    await q.query(`
      CREATE TABLE tipi_documento (
        id integer PRIMARY KEY,
        tipo_documento text NOT NULL DEFAULT 'EMESSO',
        codice_tipo_documento text NOT NULL,
        descrizione_tipo_documento text NOT NULL,
        codice_numeratore text NOT NULL DEFAULT '',
        tipo_documento_sdi text NOT NULL DEFAULT 'TD01',
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX tipi_documento_codice_idx ON tipi_documento (lower(codice_tipo_documento))`);

    await q.query(`CREATE SEQUENCE causali_documento_id_seq`);
    await q.query(`
      CREATE TABLE causali_documento (
        id integer PRIMARY KEY,
        id_tipo_documento integer NOT NULL,
        codice_tipo_documento text NOT NULL DEFAULT '',
        codice_causale text NOT NULL,
        descrizione_causale text NOT NULL,
        operazione_magazzino text NOT NULL DEFAULT 'INVARIATO',
        operazione_contabile text NOT NULL DEFAULT 'INVARIATO',
        stampa_prezzi boolean NOT NULL DEFAULT true,
        soggetti_collegati text NOT NULL DEFAULT '',
        documenti_collegati text NOT NULL DEFAULT '',
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX causali_documento_codice_idx ON causali_documento (id_tipo_documento, lower(codice_causale))`);

    await q.query(`CREATE SEQUENCE numeratori_id_seq`);
    await q.query(`
      CREATE TABLE numeratori (
        id integer PRIMARY KEY,
        codice text NOT NULL,
        descrizione text NOT NULL DEFAULT '',
        valore bigint NOT NULL DEFAULT 0 CHECK (valore >= 0),
        anno integer NOT NULL,
        codice_struttura text NOT NULL DEFAULT '',
        note text NOT NULL DEFAULT '',
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX numeratori_codice_anno_idx ON numeratori (codice, anno, codice_struttura)`);

    await q.query(`CREATE SEQUENCE fatture_id_seq`);
    await q.query(`
      CREATE TABLE fatture (
        id integer PRIMARY KEY,
        versione integer NOT NULL,
        id_numeratore integer,
        numero bigint,
        anno integer NOT NULL,
        numero_documento text NOT NULL DEFAULT '',
        data_documento timestamptz NOT NULL,
        codice_struttura text NOT NULL DEFAULT '',
        id_tipo_documento integer,
        tipo_documento_descrizione text NOT NULL DEFAULT '',
        id_causale_documento integer,
        id_soggetto integer,
        cognome_ragione_soggetto text NOT NULL DEFAULT '',
        nome_soggetto text NOT NULL DEFAULT '',
        codice_fiscale_soggetto text NOT NULL DEFAULT '',
        partita_iva_soggetto text NOT NULL DEFAULT '',
        codice_destinatario text NOT NULL DEFAULT '',
        id_metodo_pagamento integer,
        totale_imponibile_documento numeric(15,2) NOT NULL DEFAULT 0,
        totale_imposta_documento numeric(15,2) NOT NULL DEFAULT 0,
        totale_documento numeric(15,2) NOT NULL DEFAULT 0,
        marca_bollo_importo numeric(15,2) NOT NULL DEFAULT 0,
        opposizione_ts boolean NOT NULL DEFAULT false,
        documento jsonb NOT NULL,
        creato_il timestamptz NOT NULL DEFAULT now(),
        modificato_il timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX fatture_numero_idx ON fatture (id_numeratore, numero)`);
    await q.query(`CREATE INDEX fatture_data_idx ON fatture (data_documento DESC, id DESC)`);
    await q.query(`CREATE INDEX fatture_struttura_data_idx ON fatture (codice_struttura, data_documento DESC, id DESC)`);
    await q.query(`CREATE INDEX fatture_numero_documento_idx ON fatture (numero_documento)`);
    await q.query(`CREATE INDEX fatture_ragione_trgm_idx ON fatture USING gin (lower(cognome_ragione_soggetto || ' ' || nome_soggetto) gin_trgm_ops)`);
    await q.query(`CREATE INDEX fatture_tipo_trgm_idx ON fatture USING gin (lower(tipo_documento_descrizione) gin_trgm_ops)`);

    await q.query(`CREATE SEQUENCE clienti_id_seq`);
    await q.query(`
      CREATE TABLE clienti (
        id integer PRIMARY KEY DEFAULT nextval('clienti_id_seq'),
        cognome text NOT NULL,
        nome text NOT NULL DEFAULT '',
        identificativo text NOT NULL DEFAULT '',
        partita_iva text NOT NULL DEFAULT '',
        codice_destinatario text NOT NULL DEFAULT '',
        indirizzo text NOT NULL DEFAULT '',
        cap text NOT NULL DEFAULT '',
        localita text NOT NULL DEFAULT '',
        localita_codice_istat text NOT NULL DEFAULT '',
        provincia text NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE INDEX clienti_ragione_trgm_idx ON clienti USING gin (lower(cognome || ' ' || nome) gin_trgm_ops)`);
    await q.query(`CREATE UNIQUE INDEX clienti_identita_idx ON clienti (identificativo, partita_iva, lower(cognome), lower(nome))`);

    await q.query(`
      CREATE TABLE tabella_iva (
        id integer PRIMARY KEY,
        descrizione_iva text NOT NULL,
        aliquota_iva numeric(5,2) NOT NULL,
        natura text,
        riferimento_normativo text
      )`);
    await q.query(`CREATE TABLE unita_misura (id integer PRIMARY KEY, descrizione text NOT NULL)`);
    await q.query(`
      CREATE TABLE moltiplicatori (
        id integer PRIMARY KEY,
        descrizione_moltiplicatore text NOT NULL,
        multiplo numeric(12,4) NOT NULL
      )`);
    await q.query(`
      CREATE TABLE metodi_pagamento (
        id integer PRIMARY KEY,
        descrizione_metodo_pagamento text NOT NULL,
        codice_fatturapa text NOT NULL,
        tracciato boolean NOT NULL
      )`);
    await q.query(`
      CREATE TABLE tipi_spesa (
        id integer PRIMARY KEY,
        codice_tipo_spesa text NOT NULL UNIQUE,
        descrizione_tipo_spesa text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE tariffe (
        id integer PRIMARY KEY,
        codice_tipo_tariffa text NOT NULL DEFAULT '',
        codice_tariffa text NOT NULL,
        descrizione text NOT NULL DEFAULT '',
        importo numeric(15,2) NOT NULL,
        iva numeric(5,2) NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE province (
        sigla text PRIMARY KEY,
        codice_istat text NOT NULL,
        provincia text NOT NULL,
        regione text NOT NULL DEFAULT ''
      )`);
    await q.query(`
      CREATE TABLE comuni (
        codice_istat text PRIMARY KEY,
        comune text NOT NULL,
        sigla_provincia text NOT NULL,
        cap text NOT NULL DEFAULT '',
        caps text[] NOT NULL DEFAULT '{}',
        codice_catastale text NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE INDEX comuni_provincia_idx ON comuni (sigla_provincia, comune)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['comuni', 'province', 'tariffe', 'tipi_spesa', 'metodi_pagamento', 'moltiplicatori', 'unita_misura', 'tabella_iva', 'clienti', 'fatture', 'numeratori', 'causali_documento', 'tipi_documento', 'strutture'])
      await q.query(`DROP TABLE ${t}`);
    for (const s of ['clienti', 'fatture', 'numeratori', 'causali_documento', 'tipi_documento', 'strutture'])
      await q.query(`DROP SEQUENCE ${s}_id_seq`);
  }
}
