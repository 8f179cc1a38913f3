import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Centrali Operative Territoriali (COT) the platform exchanges business-integration requests
 * with (spec 3 §7 `GET cot`), reference data seeded here, and the index of the requests addressed
 * to one of them (`corpo_richiesta.codiceCot`, `GET cot/richieste`).
 */
export class Cot1765200000300 implements MigrationInterface {
  name = 'Cot1765200000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE centrali_operative_territoriali (
        id integer PRIMARY KEY,
        codice text NOT NULL UNIQUE,
        denominazione text NOT NULL,
        distretto text NOT NULL,
        azienda_sanitaria text NOT NULL,
        comune text NOT NULL,
        indirizzo text NOT NULL,
        telefono text NOT NULL,
        email text NOT NULL,
        attiva boolean NOT NULL DEFAULT true
      )`);
    await q.query(`
      INSERT INTO centrali_operative_territoriali (id, codice, denominazione, distretto, azienda_sanitaria, comune, indirizzo, telefono, email, attiva) VALUES
        (1, 'COT-NA1-24', 'COT Distretto 24 Chiaia - Posillipo', 'Distretto 24', 'ASL Napoli 1 Centro', 'Napoli', 'Via Manzoni 249', '081 0000241', 'cot.distretto24@registro.local', true),
        (2, 'COT-NA1-29', 'COT Distretto 29 Scampia - Piscinola', 'Distretto 29', 'ASL Napoli 1 Centro', 'Napoli', 'Viale della Resistenza 25', '081 0000291', 'cot.distretto29@registro.local', true),
        (3, 'COT-NA2-35', 'COT Distretto 35 Pozzuoli', 'Distretto 35', 'ASL Napoli 2 Nord', 'Pozzuoli', 'Via Carlo Maria Rosini 12', '081 0000351', 'cot.distretto35@registro.local', true)`);
    await q.query(
      `CREATE INDEX richieste_integrazione_cot_idx ON richieste_integrazione (data_richiesta DESC, id DESC) WHERE corpo_richiesta->>'codiceCot' IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX richieste_integrazione_cot_idx`);
    await q.query(`DROP TABLE centrali_operative_territoriali`);
  }
}
