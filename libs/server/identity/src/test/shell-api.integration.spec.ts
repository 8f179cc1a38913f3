import { MENU_COMPLETO, PERMESSI, SEZIONI, appiattisciMenu, type ProfiloUtente } from '@registro/contracts';
import { bearer, createTestApp, downloadExcel, type TestApp } from '@registro/server-testing';
import { CreateUserHandler } from '../lib/users/save-user/create-user';

jest.setTimeout(90_000);

describe('profile, menu, groups, users and demo athletes', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;
  const get = (path: string, token: string) => t.http.get(path).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    operatore = await t.login('operatore');
    const utentiNuovi = t.app.get(CreateUserHandler, { strict: false });
    const utenti = [
      ['mrossi', 'Mario', 'Rossi', 2],
      ['lrossi', 'Luca', 'Rossi', 2],
      ['gbianchi', 'Giulia', 'Bianchi', 1],
      ['averdi', 'Anna', 'Verdi', 2],
    ] as const;
    for (const [username, firstname, lastname, gruppoId] of utenti) {
      await utentiNuovi.create({ username, firstname, lastname, password: 'segreta', gruppoId }, { userName: 'test' });
    }
  });
  afterAll(() => t?.close());

  it("gives admin the whole menu, nested, and every permission", async () => {
    const res = await get('/api/users/profile', admin);
    expect(res.status).toBe(200);
    const p: ProfiloUtente = res.body.data;
    expect(p).toMatchObject({ username: 'admin', firstname: 'Super', lastname: 'Administrator', profilo: 'Amministratori' });
    expect(p.gruppo.menuGruppo.map((v) => v.routeId)).toEqual(MENU_COMPLETO.map((v) => v.routeId));
    const demo = p.gruppo.menuGruppo.find((v) => v.routeId === 'demo');
    expect(demo?.children?.map((c) => [c.routeId, c.viewId])).toEqual([
      ['test', '/test'],
      ['testlist', '/testlist'],
      ['testtabscroll', '/testtabscroll'],
    ]);
    expect(p.gruppo.permessi).toHaveLength(SEZIONI.length);
    expect(p.gruppo.permessi.every((s) => s.permessi.length === PERMESSI.length && s.permessi.every((x) => x.attivo))).toBe(true);
  });

  it('gives operatore only Home, its analysis dashboards, Fatture Ricevute and the Demo pages, and only demo/visualizza and fatturericevute', async () => {
    const p: ProfiloUtente = (await get('/api/users/profile', operatore)).body.data;
    expect(p.profilo).toBe('Operatori');
    expect(p.gruppo.menuGruppo).toEqual([
      { routeId: 'home', viewId: '/home', text: 'Home', iconCls: 'pi pi-home' },
      {
        routeId: 'cruscotti',
        text: 'Cruscotti',
        iconCls: 'pi pi-chart-bar',
        children: [{ routeId: 'dashboard', viewId: '/dashboard', text: 'Dashboard', iconCls: 'pi pi-chart-line' }],
      },
      {
        routeId: 'contabilita',
        text: 'Contabilità',
        iconCls: 'pi pi-euro',
        children: [{ routeId: 'fatturericevute', viewId: '/contabilita/fatturericevute', text: 'Fatture Ricevute', iconCls: 'pi pi-inbox' }],
      },
      {
        routeId: 'demo',
        text: 'Demo',
        iconCls: 'pi pi-palette',
        children: [
          { routeId: 'test', viewId: '/test', text: 'Form Dinamico', iconCls: 'pi pi-pencil' },
          { routeId: 'testlist', viewId: '/testlist', text: 'Atleti', iconCls: 'pi pi-list' },
          { routeId: 'testtabscroll', viewId: '/testtabscroll', text: 'Tab Scorrevoli', iconCls: 'pi pi-arrows-h' },
        ],
      },
    ]);
    const attivi = p.gruppo.permessi.flatMap((s) => s.permessi.filter((x) => x.attivo).map((x) => `${s.id}/${x.permesso}`));
    expect(attivi).toEqual(['fatturericevute/visualizza', 'fatturericevute/modifica', 'demo/visualizza']);
  });

  it('refuses operatore the users and groups screens with 403', async () => {
    for (const path of ['/api/users', '/api/users/1', '/api/gruppi', '/api/gruppi/1', '/api/vocimenu']) {
      const res = await get(path, operatore);
      expect(res.status).toBe(403);
      expect(res.body.messaggio).toBeTruthy();
    }
  });

  it('needs a session for the profile', async () => {
    expect((await t.http.get('/api/users/profile')).status).toBe(401);
  });

  it('lists the whole menu catalogue', async () => {
    const res = await get('/api/vocimenu', admin);
    expect(res.body.data).toHaveLength(appiattisciMenu(MENU_COMPLETO).length);
    expect(res.body.data[0]).toEqual({ routeId: 'home', idPadre: null, text: 'Home', iconCls: 'pi pi-home', selezionato: false });
  });

  it('lists and shows groups', async () => {
    const lista = await get('/api/gruppi?nome=oper', admin);
    expect(lista.body).toEqual({ data: { list: [{ id: 2, nome: 'Operatori', descrizione: 'Home e pagine dimostrative' }], recordsNumber: 1 } });
    const tutti = await get('/api/gruppi?page=0&forPage=50', admin);
    expect(tutti.body.data.list.map((g: { nome: string }) => g.nome)).toEqual(['Amministratori', 'CLIENTE', 'Operatori', 'Pazienti']);

    const dettaglio = (await get('/api/gruppi/2', admin)).body.data;
    expect(dettaglio.nome).toBe('Operatori');
    expect(dettaglio.menu.filter((v: { selezionato: boolean }) => v.selezionato).map((v: { routeId: string }) => v.routeId)).toEqual([
      'home', 'cruscotti', 'dashboard', 'contabilita', 'fatturericevute', 'demo', 'test', 'testlist', 'testtabscroll',
    ]);
    const demo = dettaglio.sezioni.find((s: { id: string }) => s.id === 'demo');
    expect(demo).toEqual({
      id: 'demo',
      descrizione: 'Pagine Dimostrative',
      permessi: [
        { descrizione: 'visualizza', attivo: true },
        { descrizione: 'modifica', attivo: false },
        { descrizione: 'elimina', attivo: false },
        { descrizione: 'approva', attivo: false },
      ],
    });
    expect((await get('/api/gruppi/99', admin)).status).toBe(404);
    const idErrato = await get('/api/gruppi/abc', admin);
    expect(idErrato.status).toBe(400);
    expect(idErrato.body.messaggio).toBe('Id non valido');
  });

  it('filters, orders and pages users on the server', async () => {
    const tutti = (await get('/api/users', admin)).body.data;
    expect(tutti.recordsNumber).toBe(8);
    expect(tutti.list.map((u: { username: string }) => u.username)).toEqual([
      'admin', 'gbianchi', 'cliente', 'operatore', 'paziente', 'lrossi', 'mrossi', 'averdi',
    ]);

    const rossi = (await get('/api/users?lastname=ROSS', admin)).body.data;
    expect(rossi.list.map((u: { username: string }) => u.username)).toEqual(['lrossi', 'mrossi']);

    const operatori = (await get('/api/users?profilo=Operatori&forPage=2&page=1', admin)).body.data;
    expect(operatori.recordsNumber).toBe(4);
    expect(operatori.list.map((u: { username: string }) => u.username)).toEqual(['mrossi', 'averdi']);

    const nessuno = (await get('/api/users?username=100%25', admin)).body.data;
    expect(nessuno).toEqual({ list: [], recordsNumber: 0 });

    expect((await get('/api/users?firstname=Giu&lastname=bian', admin)).body.data.list).toEqual([
      expect.objectContaining({ username: 'gbianchi', profilo: 'Amministratori', idGruppo: 1, attivo: true, statoUtenza: 'ATTIVA' }),
    ]);
  });

  it('shows one user without the password, with the version its edit page sends back', async () => {
    const res = await get('/api/users/1', admin);
    expect(res.body.data).toEqual({
      id: 1,
      username: 'admin',
      firstname: 'Super',
      lastname: 'Administrator',
      email: 'admin@registro.local',
      profilo: 'Amministratori',
      idGruppo: 1,
      scadenzaUtenza: null,
      attivo: true,
      statoUtenza: 'ATTIVA',
      versione: expect.any(Number),
    });
    expect((await get('/api/users/999', admin)).body.messaggio).toBe('Utente non trovato');
  });

  it('rejects bad list parameters in Italian', async () => {
    const res = await get('/api/users?page=uno', admin);
    expect(res.status).toBe(400);
    expect(res.body.messaggio).toContain('page');
  });

  it('serves 1000 deterministic athletes, filtered and paged', async () => {
    const pagina = (await get('/api/test/atleti?page=0&forPage=20', operatore)).body.data;
    expect(pagina.recordsNumber).toBe(1000);
    expect(pagina.list).toHaveLength(20);
    expect(pagina.list[0].id).toBe(1);
    expect(Object.keys(pagina.list[0]).sort()).toEqual(['citta', 'cognome', 'dataNascita', 'id', 'nome', 'societa', 'sport']);

    const ancora = (await get('/api/test/atleti?page=0&forPage=20', operatore)).body.data;
    expect(ancora).toEqual(pagina);

    const napoli = (await get('/api/test/atleti?citta=napOLI&sport=calcio&forPage=1000', operatore)).body.data;
    expect(napoli.recordsNumber).toBeGreaterThan(0);
    expect(napoli.list.every((a: { citta: string; sport: string }) => a.citta === 'Napoli' && a.sport === 'Calcio')).toBe(true);
  });

  it('downloads every athlete the filters select as .xlsx, not only the page', async () => {
    const napoli = (await get('/api/test/atleti?citta=napOLI&forPage=1', operatore)).body.data;
    const file = await downloadExcel(t.http.post('/api/test/atleti/excel').query({ citta: 'napOLI', page: 0, forPage: 1 }).set(bearer(operatore)));
    expect(file.status).toBe(200);
    expect(file.fileName).toMatch(/^Atleti_\d\d-\d\d-\d{4}\.xlsx$/);
    expect(file.rows[0]).toEqual(['Cognome', 'Nome', 'Data di Nascita', 'Sport', 'Società', 'Città']);
    expect(file.rows).toHaveLength(napoli.recordsNumber + 1);
    expect(file.rows.slice(1).every((r) => r[5] === 'Napoli' && r[2] instanceof Date)).toBe(true);
  });

  it('needs demo/visualizza for the athletes', async () => {
    expect((await t.http.get('/api/test/atleti')).status).toBe(401);
    expect((await t.http.post('/api/test/atleti/excel')).status).toBe(401);
  });

  it('in production (NODE_ENV=production) the demo athletes answer 404 Risorsa non trovata, signed in or not', async () => {
    const nodeEnv = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'production';
    try {
      for (const risposta of [
        await get('/api/test/atleti?page=0&forPage=20', operatore),
        await t.http.post('/api/test/atleti/excel').set(bearer(operatore)),
        await t.http.get('/api/test/atleti'),
      ]) {
        expect(risposta.status).toBe(404);
        expect(risposta.body).toEqual({ messaggio: 'Risorsa non trovata' });
      }
    } finally {
      process.env['NODE_ENV'] = nodeEnv;
    }
    expect((await get('/api/test/atleti?forPage=1', operatore)).status).toBe(200);
  });
});
