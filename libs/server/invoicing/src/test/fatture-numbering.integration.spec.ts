import { CommandBus } from '@nestjs/cqrs';
import { PostgresEventStore, type Projection } from '@registro/server-event-store';
import { createTestApp, type TestApp } from '@registro/server-testing';
import { createFattura } from '../lib/fatture/save-fattura/create-fattura';
import { FIXTURES, documentoFattura, insertFattureFixtures } from './fatture-fixtures';

jest.setTimeout(300_000);

const metadata = { userName: 'test' };

/**
 * Gap-free numbering against the real PostgreSQL: the counter row is bumped in the transaction that
 * appends FatturaNumerata, so concurrent saves serialise on it and a rollback gives the number back.
 */
describe('Invoice numbering (real PostgreSQL)', () => {
  let t: TestApp;
  let commands: CommandBus;

  const crea = (over: Record<string, unknown> = {}) => commands.execute<InstanceType<typeof createFattura.message>, number>(new createFattura.message({ body: documentoFattura(over), query: undefined, metadata }));
  const numeri = async (codice: string, anno: number, struttura: string) => {
    const { rows } = await t.db.pool.query<{ numero: string }>(
      `SELECT f.numero FROM fatture f JOIN numeratori n ON n.id = f.id_numeratore
       WHERE n.codice = $1 AND n.anno = $2 AND n.codice_struttura = $3 ORDER BY f.numero`,
      [codice, anno, struttura],
    );
    return rows.map((r) => Number(r.numero));
  };
  const valore = async (codice: string, anno: number, struttura: string) =>
    Number(
      (await t.db.pool.query<{ valore: string }>(`SELECT valore FROM numeratori WHERE codice = $1 AND anno = $2 AND codice_struttura = $3`, [codice, anno, struttura]))
        .rows[0]?.valore ?? 0,
    );

  beforeAll(async () => {
    t = await createTestApp();
    await insertFattureFixtures(t.db.pool);
    commands = t.app.get(CommandBus);
  });
  afterAll(() => t?.close());

  it('32 concurrent creators × 100 invoices: numbers 1..3200, no gap, no duplicate', async () => {
    const creatori = Array.from({ length: 32 }, async (_, c) => {
      const ids: number[] = [];
      for (let i = 0; i < 100; i++) ids.push(await crea({ cognomeRagioneSoggetto: `CREATORE ${c}`, nomeSoggetto: String(i) }));
      return ids;
    });
    const ids = (await Promise.all(creatori)).flat();
    expect(new Set(ids).size).toBe(3200);
    const dati = await numeri('TFATT', 2026, 'STR1');
    expect(dati).toEqual(Array.from({ length: 3200 }, (_, i) => i + 1));
    expect(await valore('TFATT', 2026, 'STR1')).toBe(3200);
    const { rows } = await t.db.pool.query(`SELECT numero_documento FROM fatture WHERE numero_documento <> numero::text`);
    expect(rows).toEqual([]);
  });

  it('a refused save consumes no number', async () => {
    const prima = await valore('TFATT', 2026, 'STR2');
    await expect(crea({ codiceStruttura: 'STR2', righeDocumento: [{ descrizione: '' }] })).rejects.toMatchObject({ messaggio: 'Inserire almeno una riga#' });
    await expect(crea({ codiceStruttura: 'STR2', cognomeRagioneSoggetto: '' })).rejects.toThrow(/Cognome o la Ragione Sociale/);
    expect(await valore('TFATT', 2026, 'STR2')).toBe(prima);
    await crea({ codiceStruttura: 'STR2' });
    expect(await numeri('TFATT', 2026, 'STR2')).toEqual([...Array.from({ length: prima }, (_, i) => i + 1), prima + 1]);
  });

  it('a transaction that fails after taking the number consumes nothing', async () => {
    const guasto: Projection = {
      name: 'guasto-test',
      eventTypes: ['FatturaNumerata'],
      async apply(_tx, events) {
        if (events.some((e) => e.streamId && (e.metadata as Record<string, unknown>)['guasto'])) throw new Error('guasto simulato');
      },
      async reset() {
        return;
      },
    };
    t.app.get(PostgresEventStore).registerInlineProjection(guasto);
    await crea({ codiceStruttura: 'STR2', dataDocumento: '2025-05-05T10:00:00.000Z' });
    await expect(
      commands.execute(new createFattura.message({ body: documentoFattura({ codiceStruttura: 'STR2', dataDocumento: '2025-05-06T10:00:00.000Z' }), query: undefined, metadata: { ...metadata, guasto: true } })),
    ).rejects.toThrow('guasto simulato');
    expect(await valore('TFATT', 2025, 'STR2')).toBe(1);
    await crea({ codiceStruttura: 'STR2', dataDocumento: '2025-05-07T10:00:00.000Z' });
    expect(await numeri('TFATT', 2025, 'STR2')).toEqual([1, 2]);
  });

  it('a new year (in Europe/Rome) starts again from 1, per type numerator and structure', async () => {
    // 31/12/2026 23:30 UTC is already 1 January 2027 in Rome
    const id = await crea({ dataDocumento: '2026-12-31T23:30:00.000Z' });
    const { rows } = await t.db.pool.query(`SELECT numero_documento, anno FROM fatture WHERE id = $1`, [id]);
    expect(rows[0]).toEqual({ numero_documento: '1', anno: 2027 });
    await crea({ dataDocumento: '2027-02-01T10:00:00.000Z', idTipoDocumento: FIXTURES.tipoNotaCredito, idCausaleDocumento: null });
    await crea({ dataDocumento: '2027-02-02T10:00:00.000Z', idTipoDocumento: FIXTURES.tipoFatturaBis, idCausaleDocumento: null });
    expect(await numeri('TFATT', 2027, 'STR1')).toEqual([1, 2]);
    expect(await numeri('TNC', 2027, 'STR1')).toEqual([1]);
  });
});
