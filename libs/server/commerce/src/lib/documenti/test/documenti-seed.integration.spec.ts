import { createTestApp, type TestApp } from '@registro/server-testing';
import { DocumentiSeeder } from '../seed/documenti-seeder';

jest.setTimeout(180_000);

/** The demo documents: both stores, drafts and complete ones, one transformed; a second run adds nothing. */
describe('Demo commercial documents (real PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('are created through the commands by the demo seed, and only once', async () => {
    const conta = async () =>
      (
        await t.db.pool.query<{ store: string; stato_attuale: string; trasformati: number; n: number }>(
          `SELECT store, stato_attuale, count(documento_origine)::int AS trasformati, count(*)::int AS n FROM documenti_commerciali GROUP BY 1, 2 ORDER BY 1, 2`,
        )
      ).rows;
    const prima = await conta();
    const { rows } = await t.db.pool.query(`SELECT 1 FROM anagrafiche a, articoli r WHERE a.codice_tipo = 'CLI' LIMIT 1`);
    if (rows.length) {
      expect(prima).toEqual([
        { store: 'A', stato_attuale: 'BOZZA', trasformati: 0, n: 1 },
        { store: 'A', stato_attuale: 'COMPLETA', trasformati: 1, n: 3 },
        { store: 'P', stato_attuale: 'BOZZA', trasformati: 0, n: 1 },
        { store: 'P', stato_attuale: 'COMPLETA', trasformati: 1, n: 3 },
      ]);
      const storia = await t.db.pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_type = 'documenticommerciali' AND event_type = 'RigheTrasformate'`);
      expect(storia.rows[0].n).toBe(2);
    }
    await t.app.get(DocumentiSeeder).run();
    expect(await conta()).toEqual(prima);
  });
});
