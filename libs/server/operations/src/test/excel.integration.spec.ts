import { SubscriptionRunner } from '@registro/server-event-store';
import { MANIFEST_MAGAZZINO, bearer, createTestApp, downloadExcel, testJar, type TestApp } from '@registro/server-testing';
import { IntegrazioneService } from '../lib/amministrazione/integrazionebusiness/integrazione.service';
import { LogsProjection } from '../lib/projections/logs.projection';

jest.setTimeout(120_000);

/**
 * POST <list>/excel on the server-paged lists of operations: every row the filters select (the
 * page in the query is ignored), the columns the list page shows, the list's visualizza permission.
 */
describe('Excel export of the operations lists (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let operatore: { Authorization: string };

  const excel = async (path: string, query: Record<string, string | number> = {}) => {
    const file = await downloadExcel(t.http.post(path).query({ page: 0, forPage: 1, ...query }).set(admin));
    expect(file.status).toBe(200);
    expect(file.contentType).toMatch(/spreadsheetml/);
    return file;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.login('admin'));
    operatore = bearer(await t.login('operatore'));
  });
  afterAll(() => t?.close());

  it('logs: every row the filters select, newest first, dates as dates', async () => {
    await t.login('admin');
    await new SubscriptionRunner(t.db.pool, new LogsProjection()).catchUp();
    const lista = await t.http.get('/api/logs').query({ username: 'admin', forPage: 1 }).set(admin);
    expect(lista.body.data.recordsNumber).toBeGreaterThan(1);

    const { fileName, rows: foglio } = await excel('/api/logs/excel', { username: 'admin' });
    expect(fileName).toMatch(/^Log_\d\d-\d\d-\d{4}\.xlsx$/);
    expect(foglio[0]).toEqual(['Data Ora', 'Stato', 'Sezione', 'Operazione', 'Descrizione', 'Username', 'IP', 'User Agent', 'Id Risorsa']);
    expect(foglio).toHaveLength(lista.body.data.recordsNumber + 1);
    expect(foglio.slice(1).every((r) => r[5] === 'admin' && r[0] instanceof Date)).toBe(true);
    // the operation and the description in Italian, never a code (LOGIN, UPDATE) or an event type
    expect(foglio.slice(1).map((r) => r[3])).toContain('Accesso');
    // the section named as the menu names it (the filter still takes the stored `users`)
    expect(new Set(foglio.slice(1).map((r) => r[2]))).toEqual(new Set(['Utenti']));
    const filtrato = await t.http.get('/api/logs').query({ sezione: 'users', username: 'admin', forPage: 1 }).set(admin);
    expect(filtrato.body.data.recordsNumber).toBe(lista.body.data.recordsNumber);
    expect(foglio.slice(1).filter((r) => /^[A-Z_]+$/.test(String(r[3])) || /[a-z][A-Z]/.test(String(r[4])))).toEqual([]);
    expect((await t.http.post('/api/logs/excel').set(operatore)).status).toBe(403);
  });

  it('gesantask: the task list with its filters', async () => {
    for (const nome of ['Export uno', 'Export due', 'Altro'])
      await t.http
        .post('/api/gesantask')
        .set(admin)
        .send({ nome, tipoAvvio: 'Manuale', descrizione: 'giorni: 30', classeJava: 'PuliziaLog', avvioData: null, ripetizioneMese: 0, ripetizioneGiorno: 0, ripetizioneOre: 0, ripetizioneMinuti: 0 })
        .expect(201);

    const { fileName, rows: foglio } = await excel('/api/gesantask/excel', { nome: 'Export' });
    expect(fileName).toMatch(/^Task_\d\d-\d\d-\d{4}\.xlsx$/);
    expect(foglio[0]).toEqual(['Nome', 'Stato', 'Tipo Avvio', 'Ultimo Avvio', 'Ultimo Stop']);
    expect(foglio.slice(1).map((r) => r.slice(0, 3)).sort()).toEqual([
      ['Export due', 'FERMO', 'Manuale'],
      ['Export uno', 'FERMO', 'Manuale'],
    ]);
    expect((await t.http.post('/api/gesantask/excel').set(operatore)).status).toBe(403);
  });

  it('integrazionebusiness: every request, not only the page', async () => {
    const integrazioni = t.app.get(IntegrazioneService);
    for (const servizio of ['anagrafica', 'ordini', 'fatture'])
      await integrazioni.register({ servizio, metodo: 'POST', stato: 'RICEVUTA', corpoRichiesta: { servizio } }, { userName: 'sistema' });

    const { fileName, rows: foglio } = await excel('/api/integrazionebusiness/excel');
    expect(fileName).toMatch(/^Richieste_\d\d-\d\d-\d{4}\.xlsx$/);
    expect(foglio[0]).toEqual(['Servizio Richiesto', 'Metodo', 'Stato Attuale', 'Data/Ora']);
    expect(foglio.slice(1).map((r) => r[0])).toEqual(['fatture', 'ordini', 'anagrafica']);
    expect(foglio.slice(1).every((r) => r[1] === 'POST' && r[2] === 'RICEVUTA' && r[3] instanceof Date)).toBe(true);
    expect((await t.http.post('/api/integrazionebusiness/excel').set(operatore)).status).toBe(403);
  });

  it('configparameter: the stored parameters matching the name filter', async () => {
    const { fileName, rows: foglio } = await excel('/api/configparameter/excel', { nome: 'menu_' });
    expect(fileName).toMatch(/^Parametri_\d\d-\d\d-\d{4}\.xlsx$/);
    expect(foglio[0]).toEqual(['Nome', 'Tipo', 'Note', 'Parametro']);
    expect(foglio.slice(1).map((r) => r[0])).toEqual(['MENU_CAMBIO_PASSWORD', 'MENU_PROFILO']);
    expect((await t.http.post('/api/configparameter/excel').set(operatore)).status).toBe(403);
  });

  it('application: every module', async () => {
    for (const [nome, version] of [['magazzino', '1.2.0'], ['inventario', '2.0.0']])
      await t.http
        .post('/api/application/upload')
        .set(admin)
        .attach('file', await testJar({ ...MANIFEST_MAGAZZINO, 'Implementation-Title': nome, 'Implementation-Version': version }), `${nome}-${version}.jar`)
        .expect(201);

    const { fileName, rows: foglio } = await excel('/api/application/excel');
    expect(fileName).toMatch(/^Moduli_\d\d-\d\d-\d{4}\.xlsx$/);
    expect(foglio).toEqual([
      ['Nome', 'Versione', 'Data Compilazione', 'Jar', 'Descrizione'],
      ['inventario', '2.0.0', '2026-11-20 10:30', 'inventario-2.0.0.jar', 'Gestione del magazzino'],
      ['magazzino', '1.2.0', '2026-11-20 10:30', 'magazzino-1.2.0.jar', 'Gestione del magazzino'],
    ]);
    expect((await t.http.post('/api/application/excel').set(operatore)).status).toBe(403);
  });
});
