import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';
import { insertArticoli } from '../test/ordini-articoli.fixture';

/** GET /api/ordiniordini's `tipo` (spec 3 §7): the order's status, CREATO or CONFERMATO (BOZZA reads none). */
describe('GET /api/ordiniordini?tipo=', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let cliente: { Authorization: string };
  let creato: { id: number; codice: string };
  let confermato: { id: number; codice: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.login('admin'));
    cliente = bearer(await t.login('cliente'));
    const [carta] = await insertArticoli(t.db.pool, [{ codice: 'CARTATIPO', descrizione: 'Carta per il filtro tipo', prezzoEsposto: 1 }]);
    const create = async () => (await t.http.post('/api/ordiniordini').set(cliente).send({ listaRighe: [{ idArticolo: carta, quantita: 1, note: '' }] })).body.data;
    creato = await create();
    confermato = await create();
    await t.http.post('/api/ordiniordini/aggiornastato').set(admin).send({ id: confermato.id, statoAttuale: 'CONFERMATO' }).expect(200);
  }, 120_000);
  afterAll(() => t?.close());

  const list = (chi: { Authorization: string }, query: Record<string, string | number>) => t.http.get('/api/ordiniordini').query(query).set(chi);
  const ids = (res: { body: { data: { list: { id: number }[] } } }) => res.body.data.list.map((o) => o.id);

  it('filters by the order status with the spec\'s parameters (page, forPage, tipo), answering list and recordsNumber', async () => {
    const creati = await list(admin, { page: 0, forPage: 50, tipo: 'CREATO' });
    expect(creati.status).toBe(200);
    expect(ids(creati)).toEqual([creato.id]);
    expect(creati.body.data.recordsNumber).toBe(1);
    expect(creati.body.data.list[0]).toMatchObject({ statoAttuale: 'CREATO', codice: creato.codice });

    const confermati = await list(admin, { page: 0, forPage: 50, tipo: 'confermato', codice: confermato.codice });
    expect(ids(confermati)).toEqual([confermato.id]);
    expect((await list(admin, { tipo: 'BOZZA' })).body.data).toEqual({ list: [], recordsNumber: 0 });
    expect((await list(admin, { tipo: '' })).body.data.recordsNumber).toBe(2);
    // a customer's status filter still reads only their own orders
    expect(ids(await list(cliente, { tipo: 'CONFERMATO' }))).toEqual([confermato.id]);
  });

  it('refuses a tipo that is not an order status, and a number or customer that is not a number, with an Italian 400', async () => {
    const refused = async (query: Record<string, string>) => {
      const res = await list(admin, query);
      expect(res.status).toBe(400);
      return res.body.messaggio;
    };
    expect(await refused({ tipo: 'FATTURA' })).toBe("Il filtro Tipo deve essere uno stato dell'ordine: CREATO, CONFERMATO o BOZZA#");
    expect(await refused({ codice: '12a' })).toBe('Il filtro Numero Ordine deve essere un numero#');
    // an unreadable customer used to be read as no filter: every customer's orders
    expect(await refused({ idCliente: 'rossi' })).toBe('Il filtro Cliente deve essere un numero#');
  });

  it('filters by customer for staff, and a blank number or customer is no filter', async () => {
    const { idCliente } = (await list(admin, { codice: creato.codice })).body.data.list[0];
    expect(ids(await list(admin, { idCliente: String(idCliente), tipo: 'creato' }))).toEqual([creato.id]);
    expect(ids(await list(admin, { idCliente: String(idCliente + 1000) }))).toEqual([]);
    expect((await list(admin, { codice: ' ', idCliente: '' })).body.data.recordsNumber).toBe(2);
  });

  it('filters the Excel download the same way, and answers 403 to a user without the ordini section', async () => {
    const excel = await t.http.post('/api/ordiniordini/excel').query({ tipo: 'CREATO' }).set(admin);
    expect(excel.status).toBe(200);
    const estraneo = bearer(await loginWith(t, 'estraneotipo', ['iva/visualizza']));
    const vietato = await list(estraneo, { tipo: 'CREATO' });
    expect(vietato.status).toBe(403);
    expect(vietato.body.messaggio).toBeTruthy();
  });
});
