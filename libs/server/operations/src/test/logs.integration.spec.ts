import { PostgresEventStore, rebuildProjection, SubscriptionRunner } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { createTestApp, type TestApp, basic } from '@registro/server-testing';
import { LogsProjection } from '../lib/projections/logs.projection';

jest.setTimeout(60_000);


describe('logs as a projection of the events (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: string;
  const projection = new LogsProjection();

  const accedi = (username: string, password: string, userAgent: string) =>
    t.http
      .post('/api/token')
      .set('Authorization', basic(username, password))
      .set('User-Agent', userAgent)
      .type('form')
      .send({ grant_type: 'password', client_id: 'registro', client_secret: '', username });

  const logs = (query: Record<string, string | number> = {}) =>
    t.http.get('/api/logs').query(query).set('Authorization', `Bearer ${admin}`);

  beforeAll(async () => {
    t = await createTestApp();
    const ok = await accedi('admin', t.config.adminPassword, 'browser-di-prova/1.0');
    expect(ok.status).toBe(200);
    admin = ok.body.access_token;
    expect((await accedi('operatore', 'sbagliata-1', 'attaccante/2.0')).status).toBe(401);
    const op = await accedi('operatore', t.config.adminPassword, 'operatore-ua');
    await t.http.get('/api/logout').set('Authorization', `Bearer ${op.body.access_token}`).expect(200);
    await new SubscriptionRunner(t.db.pool, projection).catchUp();
  });
  afterAll(() => t?.close());

  it('shows the admin sign-in as LOGIN INFO with ip and user agent', async () => {
    const res = await logs({ username: 'admin', descrizioneEvento: 'LOGIN', userAgent: 'browser-di-prova' });
    expect(res.status).toBe(200);
    expect(res.body.data.recordsNumber).toBe(1);
    const [riga] = res.body.data.list;
    expect(riga).toMatchObject({
      stato: 'INFO',
      sezione: 'users',
      operation: 'LOGIN',
      descrizioneEvento: 'Accesso effettuato',
      username: 'admin',
      userAgent: 'browser-di-prova/1.0',
      idRisorsa: '1',
    });
    expect(riga.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(new Date(riga.dataOra).toISOString()).toBe(riga.dataOra);
    expect(Object.keys(riga).sort()).toEqual(
      ['dataOra', 'descrizioneEvento', 'id', 'idGruppo', 'idRisorsa', 'ip', 'operation', 'sezione', 'stato', 'userAgent', 'username'].sort(),
    );
  });

  it('shows a wrong password as LOGIN_FALLITO WARNING and a sign-out as LOGOUT', async () => {
    const fallito = await logs({ stato: 'warning' });
    expect(fallito.status).toBe(200);
    expect(fallito.body.data.list).toEqual([
      expect.objectContaining({
        operation: 'LOGIN_FALLITO',
        descrizioneEvento: 'Accesso non riuscito',
        username: 'operatore',
        userAgent: 'attaccante/2.0',
      }),
    ]);
    const uscita = await logs({ descrizioneEvento: 'uscita' });
    expect(uscita.body.data.list).toEqual([
      expect.objectContaining({ operation: 'LOGOUT', stato: 'INFO', sezione: 'users', username: 'operatore', idRisorsa: '2' }),
    ]);
  });

  it("logs sign-ins under sezione users with the user's id, from signins-<id> and from users-<id> (recorded before issue 10)", async () => {
    const store = t.app.get(PostgresEventStore);
    await t.app.get(UnitOfWork).run((tx) =>
      store.append(tx, 'users-2', 'users', [{ type: 'UserSignedIn', data: { ip: '10.1.2.3', userAgent: 'vecchio-ua', sessionId: 'b'.repeat(64) } }], 'any', {
        userId: 2,
        userName: 'operatore',
        idGruppo: 2,
        ip: '10.1.2.3',
        userAgent: 'vecchio-ua',
      }),
    );
    await new SubscriptionRunner(t.db.pool, projection).catchUp();
    const accessi = (await logs({ username: 'operatore', descrizioneEvento: 'Accesso effettuato' })).body.data.list;
    expect(accessi).toHaveLength(2);
    for (const riga of accessi) expect(riga).toMatchObject({ operation: 'LOGIN', sezione: 'users', idRisorsa: '2' });
    const streams = (await t.db.pool.query(`SELECT DISTINCT stream_id FROM events WHERE event_type = 'UserSignedIn' AND data->>'userAgent' <> 'browser-di-prova/1.0' AND stream_id LIKE '%-2'`)).rows;
    expect(streams.map((r) => r.stream_id).sort()).toEqual(['signins-2', 'users-2']);
    expect((await logs({ sezione: 'signins' })).body.data.recordsNumber).toBe(0);
  });

  it('maps the seed events to CREATE with their Italian sentence and filters by section and resource id', async () => {
    const res = await logs({ sezione: 'gruppi', idRisorsa: '2', descrizioneEvento: 'creato' });
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ operation: 'CREATE', descrizioneEvento: 'Gruppo creato', sezione: 'gruppi', idRisorsa: '2' }),
    ]);
  });

  it('matches idRisorsa whole (2 is not 12), ignoring spaces around it', async () => {
    const res = (await logs({ idRisorsa: ' 2 ', forPage: 1000 })).body.data;
    expect(res.recordsNumber).toBeGreaterThan(0);
    expect(new Set(res.list.map((r: { idRisorsa: string }) => r.idRisorsa))).toEqual(new Set(['2']));
  });

  it('finds a user by part of the name, case-insensitive, newest or oldest first, with the exact total', async () => {
    const attese = (await t.db.pool.query(`SELECT id FROM logs WHERE username ILIKE '%PERAT%' ORDER BY data_ora DESC, id DESC`)).rows.map((r) => Number(r.id));
    expect(attese.length).toBeGreaterThan(2);
    const recenti = (await logs({ username: 'PERAT', forPage: 2 })).body.data;
    expect(recenti.recordsNumber).toBe(attese.length);
    expect(recenti.list.map((r: { id: number }) => r.id)).toEqual(attese.slice(0, 2));
    const vecchie = (await logs({ username: 'perat', forPage: 2, orderDirection: 'ASC' })).body.data;
    expect(vecchie.list.map((r: { id: number }) => r.id)).toEqual([...attese].reverse().slice(0, 2));
    const conIp = (await t.db.pool.query(`SELECT count(*)::int AS n FROM logs WHERE username ILIKE '%perat%' AND ip ILIKE '%127.0%'`)).rows[0].n;
    expect(conIp).toBeGreaterThan(0);
    expect((await logs({ ip: '127.0', username: 'perat' })).body.data.recordsNumber).toBe(conIp);
    expect((await logs({ ip: '127.0' })).body.data.recordsNumber).toBe(
      (await t.db.pool.query(`SELECT count(*)::int AS n FROM logs WHERE ip ILIKE '%127.0%'`)).rows[0].n,
    );
    // the address index reads dots as 'p' (LogsIpParole): a typed 'p' still matches no dot
    expect((await logs({ ip: '127p0' })).body.data.recordsNumber).toBe(0);
    expect((await logs({ username: 'perat', stato: 'INFO' })).body.data.recordsNumber).toBe(
      (await t.db.pool.query(`SELECT count(*)::int AS n FROM logs WHERE username ILIKE '%perat%' AND stato = 'INFO'`)).rows[0].n,
    );
  });

  it('treats % and _ in text filters as plain characters', async () => {
    expect((await logs({ username: '%' })).body.data.recordsNumber).toBe(0);
    expect((await logs({ username: '_' })).body.data.recordsNumber).toBe(0);
  });

  it('pages and orders by date then id, newest first by default', async () => {
    const tutti = (await logs({ forPage: 1000 })).body.data;
    expect(tutti.recordsNumber).toBe(tutti.list.length);
    const totale = (await t.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n;
    expect(tutti.recordsNumber).toBe(totale);
    const chiavi = tutti.list.map((r: { dataOra: string; id: number }) => [r.dataOra, r.id]);
    const ordinate = [...chiavi].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(chiavi).toEqual(ordinate);

    const predefinita = (await logs()).body.data;
    expect(predefinita.list.length).toBe(Math.min(50, totale));

    const pagina1 = (await logs({ page: 1, forPage: 2 })).body.data;
    expect(pagina1.list.map((r: { id: number }) => r.id)).toEqual(tutti.list.slice(2, 4).map((r: { id: number }) => r.id));

    // pages past the middle are read from the other end: same rows, same order
    const ids = (r: { list: { id: number }[] }) => r.list.map((v) => v.id);
    for (const [page, forPage] of [[Math.ceil(totale / 3) - 1, 3], [totale - 1, 1], [Math.floor(totale / 2), 2]]) {
      expect(ids((await logs({ page, forPage })).body.data)).toEqual(ids({ list: tutti.list.slice(page * forPage, page * forPage + forPage) }));
      const info = tutti.list.filter((v: { stato: string }) => v.stato === 'INFO');
      expect(ids((await logs({ page, forPage, stato: 'INFO' })).body.data)).toEqual(ids({ list: info.slice(page * forPage, page * forPage + forPage) }));
    }
    expect((await logs({ page: totale, forPage: 1 })).body.data.list).toEqual([]);
    expect(ids((await logs({ page: totale - 1, forPage: 1, orderDirection: 'ASC' })).body.data)).toEqual([tutti.list[0].id]);

    const crescente = (await logs({ forPage: 1000, orderDirection: 'asc' })).body.data.list;
    expect(crescente.map((r: { id: number }) => r.id)).toEqual([...tutti.list].reverse().map((r: { id: number }) => r.id));
  });

  it('filters by date range given as epoch ms or ISO', async () => {
    const tutti = (await logs({ forPage: 1000, orderDirection: 'ASC' })).body.data.list;
    const ultimo = tutti[tutti.length - 1];
    const dal = (await logs({ dataDal: ultimo.dataOra, forPage: 1000 })).body.data.list;
    expect(dal.every((r: { dataOra: string }) => r.dataOra >= ultimo.dataOra)).toBe(true);
    expect(dal.map((r: { id: number }) => r.id)).toContain(ultimo.id);
    const al = (await logs({ dataAl: new Date(tutti[0].dataOra).getTime() - 1 })).body.data;
    expect(al.recordsNumber).toBe(0);
    const futuro = (await logs({ dataDal: Date.now() + 3_600_000 })).body.data;
    expect(futuro.recordsNumber).toBe(0);
  });

  it('answers 400 with an Italian messaggio on bad query values', async () => {
    for (const query of <Record<string, string | number>[]>[
      { stato: 'GRAVE' },
      { dataDal: 'ieri' },
      { orderDirection: 'SU' },
      { page: -1 },
      { forPage: 'molti' },
    ]) {
      const res = await logs(query);
      expect(res.status).toBe(400);
      expect(res.body.messaggio).toMatch(/#$/);
    }
    expect((await logs({ stato: 'GRAVE' })).body.messaggio).toBe('Il filtro stato deve essere INFO, WARNING o ERROR#');
    expect((await logs({ dataDal: 'ieri' })).body.messaggio).toBe('La Data Dal non è una data valida#');
  });

  it('refuses operatore on /api/logs (403)', async () => {
    const op = await t.login('operatore');
    expect((await t.http.get('/api/logs').set('Authorization', `Bearer ${op}`)).status).toBe(403);
    expect((await t.http.get('/api/logs')).status).toBe(401);
  });

  it("records the acting user's group (idGruppo) on an update made by admin", async () => {
    const gruppo = async (username: string) =>
      (await t.db.pool.query('SELECT gruppo_id FROM utenti WHERE username = $1', [username])).rows[0].gruppo_id;
    const gruppoAdmin = await gruppo('admin');
    expect(gruppoAdmin).not.toBe(await gruppo('operatore'));
    // disable and enable again operatore (users-2): two updates by admin
    for (let i = 0; i < 2; i++)
      expect((await t.http.put('/api/users/attiva/2').set('Authorization', `Bearer ${admin}`)).status).toBe(200);
    await new SubscriptionRunner(t.db.pool, projection).catchUp();
    const res = await logs({ username: 'admin', sezione: 'users', idRisorsa: '2', descrizioneEvento: 'abilitato' });
    expect(res.body.data.list.map((r: { descrizioneEvento: string }) => r.descrizioneEvento)).toEqual(['Utente abilitato', 'Utente disabilitato']);
    for (const riga of res.body.data.list) expect(riga).toMatchObject({ operation: 'UPDATE', username: 'admin', idGruppo: gruppoAdmin });
  });

  it("records the user's group on sign-in rows, which are written before any session exists", async () => {
    const { gruppo_id } = (await t.db.pool.query("SELECT gruppo_id FROM utenti WHERE username = 'operatore'")).rows[0];
    await new SubscriptionRunner(t.db.pool, projection).catchUp();
    // operatore's sign-ins and the failed attempt of beforeAll
    const res = await logs({ username: 'operatore', descrizioneEvento: 'Accesso' });
    expect(new Set(res.body.data.list.map((r: { operation: string }) => r.operation))).toEqual(new Set(['LOGIN', 'LOGIN_FALLITO']));
    for (const riga of res.body.data.list) expect(riga.idGruppo).toBe(gruppo_id);
  });

  it('keeps recordsNumber exact without filters and by stato alone, after a purge and a rebuild', async () => {
    const conta = async (where = '') =>
      (await t.db.pool.query(`SELECT count(*)::int AS n FROM logs ${where}`)).rows[0].n;
    const totali = async () => ({
      tutti: (await logs()).body.data.recordsNumber,
      info: (await logs({ stato: 'INFO' })).body.data.recordsNumber,
      warning: (await logs({ stato: 'WARNING' })).body.data.recordsNumber,
    });
    const attesi = async () => ({
      tutti: await conta(),
      info: await conta(`WHERE stato = 'INFO'`),
      warning: await conta(`WHERE stato = 'WARNING'`),
    });
    expect((await attesi()).warning).toBeGreaterThan(0);
    expect(await totali()).toEqual(await attesi());
    // a purge of old entries (DELETE), then a rebuild from zero (TRUNCATE and inserts)
    await t.db.pool.query(`DELETE FROM logs WHERE operation IN ('LOGOUT', 'LOGIN_FALLITO')`);
    expect(await totali()).toEqual(await attesi());
    await rebuildProjection(t.db.pool, projection);
    expect(await totali()).toEqual(await attesi());
    expect((await totali()).tutti).toBe((await t.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n);
  });

  it('rebuilds to the same rows', async () => {
    const righe = async () =>
      (await t.db.pool.query('SELECT global_position, stato, sezione, operation, username, ip, user_agent, id_risorsa FROM logs ORDER BY global_position')).rows;
    await new SubscriptionRunner(t.db.pool, projection).catchUp();
    const prima = await righe();
    await rebuildProjection(t.db.pool, projection);
    expect(await righe()).toEqual(prima);
  });
});
