import type { Pool } from 'pg';
import { streamIdOf } from '@registro/server-event-store';
import { createTestDatabase, migrateTestDatabase, type TestDatabase } from '@registro/server-testing';
import { FATTURA_STREAM_TYPE } from '../lib/fatture/domain/fattura.events';
import { FattureEsportata1764820000300 } from '../lib/fatture/migrations/fatture-esportata-1764820000300';

jest.setTimeout(120_000);

const PRIMA = '2025-03-04T10:00:00.000Z';
const POI = '2025-05-06T11:00:00.000Z';

async function fattura(pool: Pool, id: number): Promise<void> {
  await pool.query(
    `INSERT INTO fatture (id, versione, anno, numero_documento, data_documento, codice_struttura, id_tipo_documento, cognome_ragione_soggetto,
       nome_soggetto, codice_fiscale_soggetto, partita_iva_soggetto, codice_destinatario, id_metodo_pagamento, totale_documento, documento)
     VALUES ($1, 1, 2025, $2, '2025-03-01', 'S1', 1, 'ROSSI SRL', '', '', '01234567897', 'ABC1234', 1, 10, '{}')`,
    [id, String(id)],
  );
}

async function esportazione(pool: Pool, id: number, quando: string, versione: number): Promise<void> {
  await pool.query(
    `INSERT INTO events (stream_id, stream_type, stream_version, event_type, data, metadata, recorded_at)
     VALUES ($1, $4, $2, 'FatturaElettronicaEsportata', '{}', '{}', $3)`,
    [streamIdOf(FATTURA_STREAM_TYPE, id), versione, quando, FATTURA_STREAM_TYPE],
  );
}

/**
 * `fatture.esportata_il` on a database that holds invoices already exported when the column
 * arrives: the migration fills it from each invoice's first FatturaElettronicaEsportata, so Home's
 * "Fatture da esportare" does not count them again.
 */
describe('migration FattureEsportata: esportata_il from the events stored before it (real PostgreSQL)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrated: false });
  });
  afterAll(() => db?.drop());

  it('sets the first export of each exported invoice, and leaves the others null', async () => {
    await migrateTestDatabase(db.url, FattureEsportata1764820000300);
    for (const id of [1, 2, 3]) await fattura(db.pool, id);
    await esportazione(db.pool, 1, POI, 1);
    await esportazione(db.pool, 1, PRIMA, 2);
    await esportazione(db.pool, 3, POI, 1);

    await migrateTestDatabase(db.url);

    const { rows } = await db.pool.query(`SELECT id, esportata_il FROM fatture ORDER BY id`);
    expect(rows.map((r) => [r.id, r.esportata_il?.toISOString() ?? null])).toEqual([
      [1, PRIMA],
      [2, null],
      [3, POI],
    ]);
  });
});
