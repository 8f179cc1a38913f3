import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { OrdiniSeeder } from '../seed/ordini-seeder';
import { insertArticoli } from './ordini-articoli.fixture';

describe('OrdiniSeeder', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);

  afterAll(() => t?.close());

  const ordini = async () => (await t.db.pool.query('SELECT stato_attuale FROM ordini ORDER BY data_ordine')).rows.map((r) => r.stato_attuale);

  it('skips without articles, then gives the demo customer a CONFERMATO and a CREATO order, once', async () => {
    await t.app.get(OrdiniSeeder).run();
    expect(await ordini()).toEqual([]);

    await insertArticoli(t.db.pool, [
      { codice: 'S1', descrizione: 'Carta', prezzoEsposto: '1.50' },
      { codice: 'S2', descrizione: 'Sapone', prezzoEsposto: '2.25' },
      { codice: 'S3', descrizione: 'Guanti', prezzoEsposto: '4' },
    ]);
    await t.app.get(OrdiniSeeder).run();
    const eventi = (await t.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n;
    await t.app.get(OrdiniSeeder).run();
    expect((await t.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(eventi);
    expect(await ordini()).toEqual(['CONFERMATO', 'CREATO']);

    const cliente = bearer(await t.login('cliente'));
    const lista = (await t.http.get('/api/ordiniordini').set(cliente)).body.data;
    expect(lista.recordsNumber).toBe(2);
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'ordini', idRisorsa: String(lista.list[1].id) }).set(bearer(await t.login('admin')));
    expect(storia.body.data.list.map((r: { modifiche: string }) => r.modifiche)).toContain('Stato: CREATO → CONFERMATO');
  });
});
