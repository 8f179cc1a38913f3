import { TasksSeeder } from '../../tasks/seed/tasks-seeder';
import { createTestApp, type TestApp, bearer } from '@registro/server-testing';

jest.setTimeout(60_000);

/** /caseificiosync's calls: the status (Aggiorna) and Importa, which asks the task system to run ImportCaseificio. */
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

  it('in production without a source address says at once what the administrator sets, naming no environment variable, and starts nothing', async () => {
    await t.app.get(TasksSeeder).run();
    const nodeEnv = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'production';
    try {
      const avvio = await t.http.get('/api/caseificioimport').set(bearer(admin));
      expect(avvio.status).toBe(409);
      expect(avvio.body.messaggio).toBe(
        'Indirizzo della sorgente del caseificio non configurato: impostarlo in Parametri di Configurazione (parametro CASEIFICIO_INDIRIZZO_SORGENTE)',
      );
      expect(avvio.body.messaggio).not.toContain('CASEIFICIO_SOURCE_URL');
    } finally {
      process.env['NODE_ENV'] = nodeEnv;
    }
    expect((await t.http.get('/api/attivazione/1').set(bearer(admin))).body.data).toEqual({ importStato: 'Nessun import eseguito', inEsecuzione: false });
  });

  it('with the seeded task starts a run (in development from the demo source) and the status follows it', async () => {
    expect((await t.http.get('/api/attivazione/1').set(bearer(admin))).body.data).toEqual({ importStato: 'Nessun import eseguito', inEsecuzione: false });
    const avvio = await t.http.get('/api/caseificioimport').set(bearer(admin));
    expect(avvio.status).toBe(200);
    expect(avvio.body.messaggio).toBe("Import avviato dalla sorgente dimostrativa di sviluppo: lo stato si aggiorna durante l'elaborazione");
    const stato = (await t.http.get('/api/attivazione/1').set(bearer(admin))).body.data;
    expect(stato).toMatchObject({ inEsecuzione: true });
    expect(stato.importStato).toMatch(/^Import richiesto il \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}: in attesa di avvio$/);
    // a second Importa while the first is pending is refused by the task system
    expect((await t.http.get('/api/caseificioimport').set(bearer(admin))).status).toBe(409);
  });

  it('refuses users without the caseificiosync permission (403)', async () => {
    const operatore = await t.login('operatore');
    expect((await t.http.get('/api/attivazione/1').set(bearer(operatore))).status).toBe(403);
    expect((await t.http.get('/api/caseificioimport').set(bearer(operatore))).status).toBe(403);
    expect((await t.http.get('/api/caseificioimport')).status).toBe(401);
  });
});
