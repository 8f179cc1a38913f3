import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Received supplier invoices (issue 26): the list's read model `fatture_ricevute` (one row per
 * FatturaElettronicaBody, projected from `FatturaRicevutaImportata` on `fatturericevute-<id>`, the
 * whole document as jsonb) and the unique key that refuses the same supplier, number and date
 * twice. The files (the original as uploaded, the .p7m itself when signed, each attachment) are
 * kept byte for byte by SHA-256 in the platform's file archive.
 */
export class FattureRicevute1764846000000 implements MigrationInterface {
  name = 'FattureRicevute1764846000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE fatture_ricevute_id_seq`);
    await q.query(`
      CREATE TABLE fatture_ricevute (
        id integer PRIMARY KEY,
        versione integer NOT NULL,
        numero text NOT NULL,
        data date NOT NULL,
        tipo_documento text NOT NULL,
        formato text NOT NULL,
        divisa text NOT NULL,
        totale numeric(15, 2) NOT NULL,
        chiave_fornitore text NOT NULL,
        id_anagrafica_fornitore integer NOT NULL,
        fornitore_denominazione text NOT NULL,
        fornitore_partita_iva text NOT NULL DEFAULT '',
        fornitore_codice_fiscale text NOT NULL DEFAULT '',
        scadenze date[] NOT NULL DEFAULT '{}',
        nome_file text NOT NULL,
        sha256 text NOT NULL,
        importata_il timestamptz NOT NULL,
        documento jsonb NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX fatture_ricevute_chiave_idx ON fatture_ricevute (chiave_fornitore, lower(numero), data)`);
    await q.query(`CREATE INDEX fatture_ricevute_data_idx ON fatture_ricevute (data DESC, id DESC)`);
    await q.query(`CREATE INDEX fatture_ricevute_fornitore_idx ON fatture_ricevute (lower(fornitore_denominazione))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE fatture_ricevute`);
    await q.query(`DROP SEQUENCE fatture_ricevute_id_seq`);
  }
}
