import { TasksSeeder } from '../../tasks/seed/tasks-seeder';
import { createTestApp, type TestApp, bearer } from '@registro/server-testing';

jest.setTimeout(60_000);

/** /caseificiosync's calls: the status and Aggiorna, which asks the task system to run ImportCaseificio. */
describe('dairy import calls: GET /api/attivazione/1, GET /api/caseificioimport', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  it('without the import task says the import is not configured', async () => {
    const stato = await t.http.get('/api/attivazione/1').set(bearer(admin));
    expect(stato.status).toBe(200);
    expect(stato.body.data).toEqual({ importStato: 'Import non configurato: manca il task ImportCaseificio', inEsecuzione: false });
    const avvio = await t.http.get('/api/caseificioimport').set(bearer(admin));
    expect(avvio.status).toBe(409);
    expect(avvio.body.messaggio).toBe('Import non configurato: manca il task ImportCaseificio');
  });

  it('with the seeded task starts a run and the status follows it', async () => {
    await t.app.get(TasksSeeder).run();
    expect((await t.http.get('/api/attivazione/1').set(bearer(admin))).body.data).toEqual({ importStato: 'Nessun import eseguito', inEsecuzione: false });
    const avvio = await t.http.get('/api/caseificioimport').set(bearer(admin));
    expect(avvio.status).toBe(200);
    expect(avvio.body.messaggio).toBe("Import avviato: lo stato si aggiorna durante l'elaborazione");
    const stato = (await t.http.get('/api/attivazione/1').set(bearer(admin))).body.data;
    expect(stato).toMatchObject({ inEsecuzione: true });
    expect(stato.importStato).toMatch(/^Import richiesto il \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}: in attesa di avvio$/);
    // a second Aggiorna while the first is pending is refused by the task system
    expect((await t.http.get('/api/caseificioimport').set(bearer(admin))).status).toBe(409);
  });

  it('refuses users without the caseificiosync permission (403)', async () => {
    const operatore = await t.login('operatore');
    expect((await t.http.get('/api/attivazione/1').set(bearer(operatore))).status).toBe(403);
    expect((await t.http.get('/api/caseificioimport').set(bearer(operatore))).status).toBe(403);
    expect((await t.http.get('/api/caseificioimport')).status).toBe(401);
  });
});
