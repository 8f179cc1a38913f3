import type { Dashboard, DashboardGruppo, ModificaRisorsa } from '@registro/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '@registro/server-platform';
import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';
import { AnalyticsSeeder } from '../../analytics-seeder';
import { queryVisibleToProfile } from '../access/query-visible-to-profile';

jest.setTimeout(90_000);

const grafico = (title: string, position: number) => ({
  id: position, title, idQuery: 1, type: 'graphic', graphicType: 'bar', cols: 12, xs: 12, sm: 12, md: 12, lg: 6, xl: 6,
  xvalue: 'mese', dimension: '', filters: '', filtersValue: '', filtroIniziale: '', position, marginLeft: 30, legendVisible: true, horizontalDirection: false,
});
const contenuto = (...titoli: string[]) => JSON.stringify({ headerElements: [], bodyElements: titoli.map((t, i) => grafico(t, i + 1)) });

describe('dashboards: /api/dataanalysisdashboard, /api/dataanalysisgruppodashboard and the /dashboard view', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const crea = (title: string, dashboard = contenuto('Fatturato')) =>
    t.http.post('/api/dataanalysisdashboard').set(bearer(admin)).send({ title, descrizione: `Descrizione ${title}`, dashboard });
  const assegna = (profilo: string | null, idDashboard: number | null) =>
    t.http.post('/api/dataanalysisgruppodashboard').set(bearer(admin)).send({ profilo, idDashboard });
  const storia = async (sezione: string, id: number): Promise<string[]> =>
    ((await t.http.get(`/api/modificherisorse?sezione=${sezione}&idRisorsa=${id}`).set(bearer(admin))).body.data.list as ModificaRisorsa[]).map((m) => m.modifiche);

  it('creates a dashboard, lists it 50 per page (forPage 0: all), reads and updates it with history, deletes it', async () => {
    const creata = await crea('Direzione', contenuto('Fatturato', 'Fatture'));
    expect(creata.status).toBe(201);
    expect(creata.body.messaggio).toBe('Salvataggio avvenuto con successo');
    const id = creata.body.data.id as number;
    expect(JSON.parse(creata.body.data.dashboard).bodyElements.map((e: { title: string }) => e.title)).toEqual(['Fatturato', 'Fatture']);
    for (let i = 0; i < 50; i++) await crea(`Zeta ${String(i).padStart(2, '0')}`, '').expect(201);

    const pagina = (await t.http.get('/api/dataanalysisdashboard').set(bearer(admin))).body.data;
    expect(pagina.recordsNumber).toBe(51);
    expect(pagina.list).toHaveLength(50);
    expect(pagina.list[0]).toMatchObject({ id, title: 'Direzione', descrizione: 'Descrizione Direzione' });
    expect((await t.http.get('/api/dataanalysisdashboard?page=1&forPage=50').set(bearer(admin))).body.data.list.map((d: Dashboard) => d.title)).toEqual(['Zeta 49']);
    const tutte = (await t.http.get('/api/dataanalysisdashboard?page=0&forPage=0').set(bearer(admin))).body.data;
    expect(tutte.list).toHaveLength(51);
    expect(JSON.parse(tutte.list[1].dashboard)).toEqual({ headerElements: [], bodyElements: [] });

    const aggiornata = await t.http.put(`/api/dataanalysisdashboard/${id}`).set(bearer(admin)).send({ title: 'Direzione generale', descrizione: '', dashboard: contenuto('Fatturato') });
    expect(aggiornata.status).toBe(200);
    expect(aggiornata.body.data).toMatchObject({ id, title: 'Direzione generale', descrizione: '' });
    expect(JSON.parse((await t.http.get(`/api/dataanalysisdashboard/${id}`).set(bearer(admin))).body.data.dashboard).bodyElements).toHaveLength(1);
    const righe = await storia('dataanalysisdashboard', id);
    expect(righe[0]).toContain('Record creato');
    expect(righe[1]).toContain('Titolo: Direzione → Direzione generale');

    const ultima = pagina.list[49].id as number;
    expect((await t.http.delete(`/api/dataanalysisdashboard/${ultima}`).set(bearer(admin))).body.messaggio).toBe('Eliminazione avvenuta con successo');
    expect((await t.http.get(`/api/dataanalysisdashboard/${ultima}`).set(bearer(admin))).status).toBe(404);
  });

  it('refuses a dashboard without title or with a JSON that is not a dashboard, in Italian', async () => {
    const senzaTitolo = await crea('  ');
    expect(senzaTitolo.status).toBe(400);
    expect(senzaTitolo.body).toEqual({ messaggio: 'Il campo Titolo è obbligatorio' });
    expect((await crea('Rotta', '{"headerElements": [')).body).toEqual({ messaggio: 'Il campo dashboard non contiene un JSON valido' });
    expect((await crea('Rotta', '{"elementi": []}')).body).toEqual({ messaggio: 'Il campo dashboard deve contenere gli elenchi headerElements e bodyElements' });
    const larga = JSON.stringify({ headerElements: [], bodyElements: [{ ...grafico('Largo', 1), xl: 14, graphicType: 'pie' }] });
    const risposta = await crea('Rotta', larga);
    expect(risposta.status).toBe(400);
    expect(risposta.body.messaggio).toBe(
      'Elementi del corpo, elemento 1 (Largo): il campo xl deve essere un numero intero da 0 a 12#Elementi del corpo, elemento 1 (Largo): il campo graphicType deve essere bar o line#',
    );
    expect((await t.http.get('/api/dataanalysisdashboard?forPage=-1').set(bearer(admin))).status).toBe(400);
  });

  it('assigns dashboards to profiles: filters, display fields, required fields, duplicates, history; an assigned dashboard is not deleted', async () => {
    const vendite = (await crea('Vendite')).body.data.id as number;
    const acquisti = (await crea('Acquisti')).body.data.id as number;
    const uno = await assegna('Amministratori', vendite);
    expect(uno.status).toBe(201);
    expect(uno.body.data).toMatchObject({ profilo: 'Amministratori', idDashboard: vendite, profiloTitle: 'Amministratori', dashboardTitle: 'Vendite', dashboardDescrizione: 'Descrizione Vendite' });
    await assegna('Operatori', vendite).expect(201);
    const idAcquisti = (await assegna('Operatori', acquisti)).body.data.id as number;

    const perProfilo = (await t.http.get('/api/dataanalysisgruppodashboard?profilo=Operatori').set(bearer(admin))).body.data;
    expect(perProfilo.recordsNumber).toBe(2);
    expect(perProfilo.list.map((g: DashboardGruppo) => g.dashboardTitle)).toEqual(['Acquisti', 'Vendite']);
    expect((await t.http.get(`/api/dataanalysisgruppodashboard?idDashboard=${vendite}&page=0&forPage=50`).set(bearer(admin))).body.data.list.map((g: DashboardGruppo) => g.profilo)).toEqual([
      'Amministratori',
      'Operatori',
    ]);

    expect((await assegna('', vendite)).body).toEqual({ messaggio: 'Tutti i campi sono obbligatori' });
    expect((await assegna('Operatori', null)).body).toEqual({ messaggio: 'Tutti i campi sono obbligatori' });
    expect((await assegna('Operatori', 999_999)).body).toEqual({ messaggio: 'La dashboard scelta non esiste' });
    const doppia = await assegna('Operatori', vendite);
    expect(doppia.status).toBe(409);
    expect(doppia.body).toEqual({ messaggio: 'La dashboard è già assegnata a questo profilo' });

    const conProfili = await t.http.delete(`/api/dataanalysisdashboard/${acquisti}`).set(bearer(admin));
    expect(conProfili.status).toBe(409);
    expect(conProfili.body.messaggio).toBe('La dashboard è assegnata a dei profili: eliminare prima le associazioni');

    await t.http.put(`/api/dataanalysisgruppodashboard/${idAcquisti}`).set(bearer(admin)).send({ id: idAcquisti, profilo: 'Amministratori', idDashboard: acquisti }).expect(200);
    expect(await storia('dataanalysisgruppodashboard', idAcquisti)).toEqual([expect.stringContaining('Record creato'), 'Profilo: Operatori → Amministratori']);
    expect((await t.http.delete(`/api/dataanalysisgruppodashboard/${idAcquisti}`).set(bearer(admin))).body.messaggio).toBe('Eliminazione avvenuta con successo');
    expect((await t.http.delete(`/api/dataanalysisdashboard/${acquisti}`).set(bearer(admin))).status).toBe(200);
  });

  it('shows each signed-in user the dashboards of their own group only, and none to a group without any', async () => {
    const lettore = await loginWith(t, 'lettoredash', []);
    const vuoto = await loginWith(t, 'senzadash', []);
    const mia = (await crea('Per il lettore', contenuto('Numero fatture'))).body.data.id as number;
    const altrui = (await crea('Non sua')).body.data.id as number;
    await assegna('Gruppo lettoredash', mia).expect(201);
    await assegna('Operatori', altrui).expect(201);

    const vista = await t.http.get('/api/dataanalysisdashboard/view').set(bearer(lettore));
    expect(vista.status).toBe(200);
    expect(vista.body.data.list.map((d: Dashboard) => d.title)).toEqual(['Per il lettore']);
    expect(JSON.parse(vista.body.data.list[0].dashboard).bodyElements[0].title).toBe('Numero fatture');
    expect((await t.http.get('/api/dataanalysisdashboard/view').set(bearer(vuoto))).body.data).toEqual({ list: [], recordsNumber: 0 });
    expect((await t.http.get('/api/dataanalysisdashboard/view')).status).toBe(401);

    // its own dashboard opens (the details page from /dashboard), another one does not
    expect((await t.http.get(`/api/dataanalysisdashboard/${mia}`).set(bearer(lettore))).body.data.title).toBe('Per il lettore');
    expect((await t.http.get(`/api/dataanalysisdashboard/${altrui}`).set(bearer(lettore))).status).toBe(403);

    // the queries of its dashboards run for it (the hook of eseguigraphicquery), no other
    const pool = t.app.get<Pool>(PG_POOL);
    const altra = (await crea('Con la query 7', JSON.stringify({ headerElements: [{ ...grafico('Testata', 1), idQuery: 7 }], bodyElements: [] }))).body.data.id as number;
    await assegna('Gruppo lettoredash', altra).expect(201);
    expect(await queryVisibleToProfile(pool, 'Gruppo lettoredash', 1)).toBe(true);
    expect(await queryVisibleToProfile(pool, 'Gruppo lettoredash', 7)).toBe(true);
    expect(await queryVisibleToProfile(pool, 'Gruppo lettoredash', 2)).toBe(false);
    expect(await queryVisibleToProfile(pool, 'Gruppo senzadash', 1)).toBe(false);
  });

  it('seeds one demo dashboard for the administrators and one for the operators, with the seeded queries, once', async () => {
    await t.app.get(AnalyticsSeeder).run();
    await t.app.get(AnalyticsSeeder).run();
    const operatore = await t.login('operatore');
    // the earlier tests assigned dashboards of their own to these profiles too
    const demo = ['Andamento generale', 'Documenti'];
    const vista = async (token: string) =>
      ((await t.http.get('/api/dataanalysisdashboard/view').set(bearer(token))).body.data.list as Dashboard[]).filter((d) => demo.includes(d.title)).map((d) => ({
        title: d.title,
        grafici: JSON.parse(d.dashboard).bodyElements.map((e: { title: string; idQuery: number | null }) => [e.title, typeof e.idQuery]),
      }));
    expect(await vista(admin)).toEqual([
      {
        title: 'Andamento generale',
        grafici: [
          ['Fatturato per mese', 'number'],
          ['Fatture per tipo di documento', 'number'],
          ['Andamento documenti commerciali', 'number'],
          ['Documenti commerciali per tipo', 'number'],
        ],
      },
    ]);
    expect(await vista(operatore)).toEqual([{ title: 'Documenti', grafici: [['Fatture per tipo di documento', 'number'], ['Documenti commerciali per tipo', 'number']] }]);
  });

  it('answers 403 on every admin call to a user without dataanalysis, and without modifica or elimina to a reader', async () => {
    const nessuno = await loginWith(t, 'nessunpermesso', ['dashboard/visualizza']);
    const lettore = await loginWith(t, 'sololettura', ['dataanalysis/visualizza']);
    const id = (await crea('Riservata')).body.data.id as number;
    const gruppo = (await assegna('Amministratori', id)).body.data.id as number;
    const chiamate = (token: string) => [
      t.http.get('/api/dataanalysisdashboard').set(bearer(token)),
      t.http.post('/api/dataanalysisdashboard/excel').set(bearer(token)),
      t.http.get(`/api/dataanalysisdashboard/${id}`).set(bearer(token)),
      t.http.post('/api/dataanalysisdashboard').set(bearer(token)).send({ title: 'X' }),
      t.http.put(`/api/dataanalysisdashboard/${id}`).set(bearer(token)).send({ title: 'X' }),
      t.http.delete(`/api/dataanalysisdashboard/${id}`).set(bearer(token)),
      t.http.get('/api/dataanalysisgruppodashboard').set(bearer(token)),
      t.http.post('/api/dataanalysisgruppodashboard/excel').set(bearer(token)),
      t.http.get(`/api/dataanalysisgruppodashboard/${gruppo}`).set(bearer(token)),
      t.http.post('/api/dataanalysisgruppodashboard').set(bearer(token)).send({ profilo: 'X', idDashboard: id }),
      t.http.put(`/api/dataanalysisgruppodashboard/${gruppo}`).set(bearer(token)).send({ profilo: 'X', idDashboard: id }),
      t.http.delete(`/api/dataanalysisgruppodashboard/${gruppo}`).set(bearer(token)),
    ];
    expect((await Promise.all(chiamate(nessuno))).map((r) => r.status)).toEqual(Array(12).fill(403));
    expect((await Promise.all(chiamate(lettore))).map((r) => r.status)).toEqual([200, 200, 200, 403, 403, 403, 200, 200, 200, 403, 403, 403]);
    expect((await t.http.get(`/api/modificherisorse?sezione=dataanalysisdashboard&idRisorsa=${id}`).set(bearer(lettore))).status).toBe(200);
    expect((await t.http.get(`/api/modificherisorse?sezione=dataanalysisdashboard&idRisorsa=${id}`).set(bearer(nessuno))).status).toBe(403);
  });
});
