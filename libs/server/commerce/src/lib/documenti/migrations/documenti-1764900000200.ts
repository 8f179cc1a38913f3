import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Commerce documenti (spec 3 §3): the read model of the commercial-document aggregate (streams
 * `documenticommerciali-<id>`) and the gap-free counters per document type and year.
 * - documenti_commerciali: one row per live document, the whole document in `documento` (jsonb),
 *   the list's columns beside it, totals as numeric; a deleted draft leaves the table.
 * - documenti_commerciali_numeratori: (codice_tipo, anno) → valore, bumped with
 *   INSERT … ON CONFLICT DO UPDATE … RETURNING in the transaction that appends DocumentoNumerato;
 *   the unique index (tipo, anno, numero) is the last defence.
 */
export class Documenti1764900000200 implements MigrationInterface {
  name = 'Documenti1764900000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE documenti_commerciali_id_seq`);
    await q.query(`
      CREATE TABLE documenti_commerciali (
        id integer PRIMARY KEY,
        store text NOT NULL CHECK (store IN ('P', 'A')),
        tipo text NOT NULL,
        numero integer,
        anno integer NOT NULL,
        data_ora timestamptz NOT NULL,
        stato_attuale text NOT NULL CHECK (stato_attuale IN ('BOZZA', 'COMPLETA')),
        stato_attuale_data_ora timestamptz,
        id_anagrafica integer,
        descrizione_anagrafica text NOT NULL DEFAULT '',
        documento_origine integer,
        importo_netto numeric(14,2) NOT NULL DEFAULT 0,
        importo_iva numeric(14,2) NOT NULL DEFAULT 0,
        importo_lordo numeric(14,2) NOT NULL DEFAULT 0,
        documento jsonb NOT NULL,
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX documenti_commerciali_numero_idx ON documenti_commerciali (tipo, anno, numero) WHERE numero IS NOT NULL`);
    await q.query(`CREATE INDEX documenti_commerciali_elenco_idx ON documenti_commerciali (store, tipo, data_ora DESC, id DESC)`);
    await q.query(`CREATE INDEX documenti_commerciali_store_numero_idx ON documenti_commerciali (store, tipo, numero)`);
    await q.query(`
      CREATE TABLE documenti_commerciali_numeratori (
        codice_tipo text NOT NULL,
        anno integer NOT NULL,
        valore integer NOT NULL,
        PRIMARY KEY (codice_tipo, anno)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE documenti_commerciali_numeratori`);
    await q.query(`DROP TABLE documenti_commerciali`);
    await q.query(`DROP SEQUENCE documenti_commerciali_id_seq`);
  }
}
