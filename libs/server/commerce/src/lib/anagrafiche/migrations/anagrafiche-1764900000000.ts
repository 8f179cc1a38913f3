import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Commerce dictionaries and parties (spec 3 §3). Read models of event-sourced records (record
 * kit, streams `dizionari-<id>`, `anagrafica-<id>`): dizionario_tipi, anagrafiche. The three
 * dictionary sections are fixed (§9) and the default note rows of a party are a plain table.
 */
export class Anagrafiche1764900000000 implements MigrationInterface {
  name = 'Anagrafiche1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE dizionario_sezioni (
        id integer PRIMARY KEY,
        sezione text NOT NULL UNIQUE
      )`);
    await q.query(`INSERT INTO dizionario_sezioni (id, sezione) VALUES (1, 'ANAGRAFICA'), (2, 'DOCUMENTO'), (3, 'DOCUMENTOMOBILE')`);

    await q.query(`CREATE SEQUENCE dizionario_tipi_id_seq`);
    await q.query(`
      CREATE TABLE dizionario_tipi (
        id integer PRIMARY KEY,
        sezione_dizionario text NOT NULL REFERENCES dizionario_sezioni (sezione),
        codice_tipo text NOT NULL,
        descrizione_tipo text NOT NULL,
        tipo text NOT NULL DEFAULT 'P' CHECK (tipo IN ('P', 'A')),
        tipo_movimento text CHECK (tipo_movimento IN ('C', 'S', 'I')),
        richiede_fattura text,
        path text,
        attivo boolean NOT NULL DEFAULT true,
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX dizionario_tipi_codice_idx ON dizionario_tipi (lower(codice_tipo))`);

    await q.query(`CREATE SEQUENCE anagrafiche_id_seq`);
    await q.query(`
      CREATE TABLE anagrafiche (
        id integer PRIMARY KEY,
        codice text NOT NULL,
        nominativo text NOT NULL,
        citta text NOT NULL DEFAULT '',
        indirizzo text NOT NULL DEFAULT '',
        codice_fiscale text NOT NULL DEFAULT '',
        partita_iva text NOT NULL DEFAULT '',
        telefono text NOT NULL DEFAULT '',
        codice_tipo text NOT NULL,
        attivo boolean NOT NULL DEFAULT true,
        stato_attuale text NOT NULL DEFAULT 'ATTIVO',
        stato_attuale_data_ora timestamptz,
        lista_note jsonb NOT NULL DEFAULT '[]',
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX anagrafiche_codice_idx ON anagrafiche (lower(codice))`);
    await q.query(`CREATE INDEX anagrafiche_tipo_idx ON anagrafiche (codice_tipo, lower(nominativo))`);

    await q.query(`
      CREATE TABLE anagrafica_note_predefinite (
        sezione_dizionario text NOT NULL,
        tipo text NOT NULL,
        descrizione text NOT NULL,
        ordine integer NOT NULL,
        PRIMARY KEY (sezione_dizionario, tipo)
      )`);
    await q.query(`
      INSERT INTO anagrafica_note_predefinite (sezione_dizionario, tipo, descrizione, ordine) VALUES
        ('ANAGRAFICA', 'CONSEGNA', 'Note di consegna', 1),
        ('ANAGRAFICA', 'PAGAMENTO', 'Note di pagamento', 2),
        ('ANAGRAFICA', 'GENERALE', 'Note generali', 3)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE anagrafica_note_predefinite`);
    await q.query(`DROP TABLE anagrafiche`);
    await q.query(`DROP SEQUENCE anagrafiche_id_seq`);
    await q.query(`DROP TABLE dizionario_tipi`);
    await q.query(`DROP SEQUENCE dizionario_tipi_id_seq`);
    await q.query(`DROP TABLE dizionario_sezioni`);
  }
}
