import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { createTestApp, type TestApp } from '@registro/server-testing';
import { NumeratoreAnno, isNumeratoreDuplicate } from '../numeratori/numeratore-anno';

jest.setTimeout(60_000);

const META: EventMetadata = { userName: 'prova' };
const attesa = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('NumeratoreAnno.ensure: the numerator of a code, year and structure, created on first use', () => {
  let t: TestApp;
  let uow: UnitOfWork;
  let numeratori: NumeratoreAnno;

  beforeAll(async () => {
    t = await createTestApp();
    uow = t.app.get(UnitOfWork);
    numeratori = t.app.get(NumeratoreAnno);
  });
  afterAll(() => t?.close());

  it('creates the row (valore 0, description of the code latest year) as a RecordCreated in the caller transaction, then finds it', async () => {
    await uow.run((tx) => numeratori.ensure(tx, { codice: 'FT', anno: 2030, codiceStruttura: '001' }, META));
    await t.db.pool.query(`UPDATE numeratori SET descrizione = 'Fatture elettroniche', valore = 12 WHERE codice = 'FT' AND anno = 2030`);

    const id = await uow.run(async (tx) => {
      const nuovo = await numeratori.ensure(tx, { codice: 'FT', anno: 2031, codiceStruttura: '001' }, META);
      const { rows } = await tx.query(`UPDATE numeratori SET valore = valore + 1 WHERE id = $1 RETURNING valore::int`, [nuovo]);
      expect(rows[0].valore).toBe(1);
      return nuovo;
    });
    const { rows } = await t.db.pool.query(`SELECT codice, descrizione, valore::int, anno, codice_struttura FROM numeratori WHERE id = $1`, [id]);
    expect(rows[0]).toEqual({ codice: 'FT', descrizione: 'Fatture elettroniche', valore: 1, anno: 2031, codice_struttura: '001' });
    const eventi = await new PostgresEventStore(t.db.pool).readStream(`numeratori-${id}`);
    expect(eventi.map((e) => e.type)).toEqual(['RecordCreated']);

    expect(await uow.run((tx) => numeratori.ensure(tx, { codice: 'FT', anno: 2031, codiceStruttura: '001' }, META))).toBe(id);
    const senzaStorico = await uow.run((tx) => numeratori.ensure(tx, { codice: 'ZZ', anno: 2031, codiceStruttura: '001' }, META));
    expect((await t.db.pool.query(`SELECT descrizione FROM numeratori WHERE id = $1`, [senzaStorico])).rows[0].descrizione).toBe('ZZ');
  });

  it('rolls back with the caller: no row and no event when the transaction fails', async () => {
    await expect(
      uow.run(async (tx) => {
        await numeratori.ensure(tx, { codice: 'RB', anno: 2031, codiceStruttura: '001' }, META);
        throw new Error('annullata');
      }),
    ).rejects.toThrow('annullata');
    expect((await t.db.pool.query(`SELECT 1 FROM numeratori WHERE codice = 'RB'`)).rowCount).toBe(0);
  });

  it('creates one row when 8 transactions need the same new year at once; the losers see the duplicate and find it on retry', async () => {
    const key = { codice: 'NC', anno: 2040, codiceStruttura: '001' };
    const esiti = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        uow.run(async (tx) => {
          const id = await numeratori.ensure(tx, key, META);
          await attesa(300);
          return id;
        }),
      ),
    );
    const riusciti = esiti.filter((e): e is PromiseFulfilledResult<number> => e.status === 'fulfilled').map((e) => e.value);
    const falliti = esiti.filter((e): e is PromiseRejectedResult => e.status === 'rejected').map((e) => e.reason);
    expect(falliti.length).toBeGreaterThan(0);
    expect(falliti.every(isNumeratoreDuplicate)).toBe(true);
    expect(new Set(riusciti).size).toBe(1);

    const { rows } = await t.db.pool.query(`SELECT id FROM numeratori WHERE codice = 'NC' AND anno = 2040`);
    expect(rows).toEqual([{ id: riusciti[0] }]);
    expect(await uow.run((tx) => numeratori.ensure(tx, key, META))).toBe(riusciti[0]);
    expect(isNumeratoreDuplicate(new Error('altro'))).toBe(false);
  });
});
