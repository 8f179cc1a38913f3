import { inTransaction, PostgresEventStore, parseStreamId, rebuildProjection, type AnyEvent, type EventMetadata } from '@registro/server-event-store';
import { createTestDatabase, type TestDatabase } from '@registro/server-testing';
import { recordTablesProjection } from './record-table.projection';

const metadata: EventMetadata = { userId: 1, userName: 'admin' };

/** Two record types: articles with a JSON column, a barcode list and an upload event; brands deleted softly. */
const projection = recordTablesProjection('prova-record-tables', {
  provaarticoli: {
    table: 'prova_articoli',
    columns: { codice: 'codice', listino: 'listino', nomeFile: 'nome_file' },
    json: ['listino'],
    lists: { listaBarcode: { table: 'prova_barcode', recordColumn: 'id_articolo', columns: { barcode: 'barcode', attivo: 'attivo' }, positionColumn: 'posizione' } },
    events: { FileCaricato: { nomeFile: 'nome_file', formato: 'formato' } },
  },
  provamarche: {
    table: 'prova_marche',
    columns: { descrizione: 'descrizione' },
    softDelete: { stateColumn: 'stato', timeColumn: 'stato_il', deleted: 'ELIMINATO', restored: 'ATTIVO' },
  },
});

describe('recordTablesProjection', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  // in the api's own unit of work, which waits for the projection's pipelined writes at its COMMIT
  const append = (streamId: string, version: number, ...events: AnyEvent[]) =>
    inTransaction(db.pool, (tx) => store.append(tx, streamId, parseStreamId(streamId)?.streamType ?? '', events, version, metadata));
  const rows = async () => ({
    articoli: (await db.pool.query(`SELECT * FROM prova_articoli ORDER BY id`)).rows,
    barcode: (await db.pool.query(`SELECT * FROM prova_barcode ORDER BY barcode`)).rows,
    marche: (await db.pool.query(`SELECT id, versione, descrizione, stato FROM prova_marche ORDER BY id`)).rows,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`
      CREATE TABLE prova_articoli (id int PRIMARY KEY, versione int NOT NULL, codice text NOT NULL, listino jsonb NOT NULL DEFAULT '[]',
        nome_file text, formato text);
      CREATE TABLE prova_barcode (barcode text PRIMARY KEY, id_articolo int NOT NULL REFERENCES prova_articoli (id) ON DELETE CASCADE,
        attivo boolean NOT NULL, posizione int NOT NULL);
      CREATE TABLE prova_marche (id int PRIMARY KEY, versione int NOT NULL, descrizione text NOT NULL, stato text NOT NULL DEFAULT 'ATTIVO', stato_il timestamptz)`);
    store = new PostgresEventStore(db.pool);
    store.registerInlineProjection(projection);
  });
  afterAll(() => db?.drop());

  it('handles the record events and the events the tables name', () => {
    expect(projection.eventTypes).toEqual(['RecordCreated', 'RecordUpdated', 'RecordDeleted', 'RecordRestored', 'FileCaricato']);
  });

  it('writes the row, its JSON columns and its list in order; an update replaces the list only when it changes it', async () => {
    const listaBarcode = [{ barcode: 'B2', attivo: true }, { barcode: 'A1', attivo: false }];
    await append('provaarticoli-1', 0, { type: 'RecordCreated', data: { values: { codice: 'X', listino: [{ prezzo: 1 }], listaBarcode } } });
    expect((await rows()).articoli).toEqual([{ id: 1, versione: 1, codice: 'X', listino: [{ prezzo: 1 }], nome_file: null, formato: null }]);
    expect((await rows()).barcode).toEqual([
      { barcode: 'A1', id_articolo: 1, attivo: false, posizione: 1 },
      { barcode: 'B2', id_articolo: 1, attivo: true, posizione: 0 },
    ]);

    await append('provaarticoli-1', 1, { type: 'RecordUpdated', data: { changes: { codice: { prima: 'X', dopo: 'Y' } } } });
    expect((await rows()).barcode).toHaveLength(2);
    await append('provaarticoli-1', 2, { type: 'RecordUpdated', data: { changes: { listaBarcode: { prima: listaBarcode, dopo: [{ barcode: 'C3', attivo: true }] } } } });
    const dopo = await rows();
    expect(dopo.articoli[0]).toMatchObject({ versione: 3, codice: 'Y' });
    expect(dopo.barcode).toEqual([{ barcode: 'C3', id_articolo: 1, attivo: true, posizione: 0 }]);
  });

  it('refuses a list item another record holds, inside the saving transaction', async () => {
    await expect(
      append('provaarticoli-2', 0, { type: 'RecordCreated', data: { values: { codice: 'Z', listaBarcode: [{ barcode: 'C3', attivo: true }] } } }),
    ).rejects.toMatchObject({ constraint: 'prova_barcode_pkey' });
    expect((await rows()).articoli.map((a) => a.id)).toEqual([1]);
  });

  it('sets the columns another event names, with the version', async () => {
    await append('provaarticoli-1', 3, { type: 'FileCaricato', data: { nomeFile: 'a.jrxml', formato: 'jrxml', sha256: 'abc' } });
    expect((await rows()).articoli[0]).toMatchObject({ versione: 4, nome_file: 'a.jrxml', formato: 'jrxml' });
  });

  it('keeps a softly deleted row with its state, and restores it', async () => {
    await append('provamarche-1', 0, { type: 'RecordCreated', data: { values: { descrizione: 'Acme' } } });
    await append('provamarche-1', 1, { type: 'RecordDeleted', data: {} });
    expect((await rows()).marche).toEqual([{ id: 1, versione: 2, descrizione: 'Acme', stato: 'ELIMINATO' }]);
    await append('provamarche-1', 2, { type: 'RecordRestored', data: {} });
    expect((await rows()).marche).toEqual([{ id: 1, versione: 3, descrizione: 'Acme', stato: 'ATTIVO' }]);
  });

  it('deletes a row (and its list) when the table has no soft delete', async () => {
    await append('provaarticoli-3', 0, { type: 'RecordCreated', data: { values: { codice: 'W', listaBarcode: [{ barcode: 'D4', attivo: true }] } } });
    await append('provaarticoli-3', 1, { type: 'RecordDeleted', data: {} });
    const dopo = await rows();
    expect(dopo.articoli.map((a) => a.id)).toEqual([1]);
    expect(dopo.barcode.map((b) => b.barcode)).toEqual(['C3']);
  });

  it('rebuilds the same rows from zero', async () => {
    const prima = await rows();
    await rebuildProjection(db.pool, projection);
    expect(await rows()).toEqual(prima);
  });
});
