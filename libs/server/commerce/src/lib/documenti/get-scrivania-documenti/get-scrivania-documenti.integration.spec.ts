import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';
import { documento, insertDocumentiFixtures, riga } from '../test/documenti-fixtures';

jest.setTimeout(180_000);

/** Home's counter of drafts and the list it links to (issue 25), on the real api. */
describe('GET /api/paperclean/scrivania (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    await insertDocumentiFixtures(t.db.pool);
    admin = bearer(await t.login('admin'));
  });
  afterAll(() => t?.close());

  const salva = async (over: Record<string, unknown>, path = '/api/paperclean/documenti') => {
    const res = await t.http.post(path).set(admin).send(documento({ listaRighe: [riga()], ...over }));
    if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  };

  it("counts the principal store's drafts, which the list filtered on BOZZA shows; the archive's and the completed ones are not counted", async () => {
    const prima = (await t.http.get('/api/paperclean/scrivania').set(admin)).body.data.documentiInBozza as number;
    await salva({});
    await salva({});
    await salva({ statoAttuale: 'COMPLETA' });
    await salva({ tipo: 'TDDTA' }, '/api/paperclean/documenti/a');

    const res = await t.http.get('/api/paperclean/scrivania').set(admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ documentiInBozza: prima + 2 });

    const bozze = await t.http.get('/api/paperclean/documenti').query({ statoAttuale: 'BOZZA', page: 0, forPage: 50 }).set(admin);
    expect(bozze.status).toBe(200);
    expect(bozze.body.data.recordsNumber).toBe(prima + 2);
    expect(new Set(bozze.body.data.list.map((d: { statoAttuale: string }) => d.statoAttuale))).toEqual(new Set(['BOZZA']));
    const sbagliato = await t.http.get('/api/paperclean/documenti').query({ statoAttuale: 'APERTA' }).set(admin);
    expect(sbagliato.status).toBe(400);
    expect(sbagliato.body.messaggio).toContain('Il filtro Stato deve essere BOZZA o COMPLETA');
    const numero = await t.http.get('/api/paperclean/documenti').query({ numero: '12a' }).set(admin);
    expect([numero.status, numero.body.messaggio]).toEqual([400, 'Il filtro Numero deve essere un numero#']);
  });

  it('is 403 for a user who may not see the commercial documents, and the count reads the drafts index', async () => {
    const senza = bearer(await loginWith(t, 'senzadocumenti', ['users/visualizza']));
    expect((await t.http.get('/api/paperclean/scrivania').set(senza)).status).toBe(403);
    const lettore = bearer(await loginWith(t, 'lettorebozze', ['documenti/visualizza']));
    expect((await t.http.get('/api/paperclean/scrivania').set(lettore)).status).toBe(200);

    const client = await t.db.pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const piano = await client.query(`EXPLAIN SELECT count(*) FROM documenti_commerciali WHERE store = 'P' AND stato_attuale = 'BOZZA'`);
      expect(JSON.stringify(piano.rows)).toContain('documenti_commerciali_bozze_idx');
    } finally {
      client.release();
    }
  });
});
