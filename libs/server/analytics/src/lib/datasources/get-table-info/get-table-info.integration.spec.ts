import type { DataSource } from '@registro/contracts';
import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';
import { seedDataSources } from '../test/datasources-test-kit';

jest.setTimeout(120_000);

/** GET /api/dataanalysisdatabaseinfo/tableinfo as spec 3 §7 writes it (idDataSource, tableName) and as the web sends it. */
describe('GET /api/dataanalysisdatabaseinfo/tableinfo', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let idSeeded: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDataSources(t);
    auth = bearer(await t.login('admin'));
    const list = (await t.http.get('/api/dataanalysisdatasources').set(auth)).body.data.list as DataSource[];
    idSeeded = list.find((s) => s.datasourceName === 'Registro (sola lettura)')!.id;
  });
  afterAll(() => t?.close());

  const tableInfo = (query: Record<string, unknown>) => t.http.get('/api/dataanalysisdatabaseinfo/tableinfo').query(query);
  const campoTotale = { nomeCampo: 'totale_documento', tipoCampo: 'numeric', nullable: 'NO' };

  it("answers the columns of a table for spec 3's idDataSource and tableName (the seeded source is 1 on a fresh database)", async () => {
    expect(idSeeded).toBe(1);
    const res = await tableInfo({ idDataSource: 1, tableName: 'fatture' }).set(auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(expect.arrayContaining([campoTotale]));
  });

  it("answers the same for the web's idDatasource and viewName", async () => {
    const web = await tableInfo({ idDatasource: idSeeded, viewName: ' fatture ' }).set(auth);
    expect(web.status).toBe(200);
    expect(web.body.data).toEqual((await tableInfo({ idDataSource: idSeeded, tableName: 'fatture' }).set(auth)).body.data);
  });

  it('refuses a missing or invalid parameter with Italian messages, and an unknown table with 404', async () => {
    const senza = await tableInfo({}).set(auth);
    expect(senza.status).toBe(400);
    expect(senza.body.messaggio).toBe('Il parametro idDataSource è obbligatorio#Il parametro tableName è obbligatorio#');
    expect((await tableInfo({ idDataSource: 0, tableName: 'fatture' }).set(auth)).body.messaggio).toContain('Il parametro idDataSource non è valido');
    expect((await tableInfo({ idDataSource: 1, tableName: ' ' }).set(auth)).body.messaggio).toContain('Il parametro tableName è obbligatorio');
    expect((await tableInfo({ idDataSource: 1, tableName: 'fatture', altro: 'x' }).set(auth)).status).toBe(400);
    const assente = await tableInfo({ idDataSource: idSeeded, tableName: 'nessuna' }).set(auth);
    expect(assente.status).toBe(404);
    expect(assente.body.messaggio).toBe('La tabella nessuna non esiste nella sorgente dati');
  });

  it('answers 403 to a user without the dataanalysis section and 401 without a session', async () => {
    const estraneo = bearer(await loginWith(t, 'estraneotableinfo', ['fatturazione/visualizza']));
    const vietato = await tableInfo({ idDataSource: 1, tableName: 'fatture' }).set(estraneo);
    expect(vietato.status).toBe(403);
    expect(vietato.body.messaggio).toBeTruthy();
    expect((await tableInfo({ idDataSource: 1, tableName: 'fatture' })).status).toBe(401);
  });
});
