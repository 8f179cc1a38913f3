import { createServer, type Server, type Socket } from 'node:net';
import type { DataSource, ModificaRisorsa } from '@registro/contracts';
import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';
import { createQuery, createSource, driverId, seedDataSources } from './datasources-test-kit';

jest.setTimeout(120_000);

describe('data sources: drivers, sources, queries, tables, ICD-IX over /api', () => {
  let t: TestApp;
  let admin: string;
  let auth: { Authorization: string };
  let pg: number;
  let idSeeded: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDataSources(t);
    admin = await t.login('admin');
    auth = bearer(admin);
    pg = await driverId(t, admin, 'pg');
    const list = (await t.http.get('/api/dataanalysisdatasources').set(auth)).body.data.list as DataSource[];
    idSeeded = list.find((s) => s.datasourceName === 'Registro (sola lettura)')!.id;
  });
  afterAll(() => t?.close());

  const storia = async (sezione: string, id: number): Promise<string[]> =>
    ((await t.http.get(`/api/modificherisorse?sezione=${sezione}&idRisorsa=${id}`).set(auth)).body.data.list as ModificaRisorsa[]).map((m) => m.modifiche);
  const verifica = (id: number) => t.http.get(`/api/dataanalysisdatasources/verificaconnessione/${id}`).set(auth);

  it('lists the seeded drivers and data source (1000 per page), the password never sent back', async () => {
    const drivers = (await t.http.get('/api/dataanalysisdatabasedriver').set(auth)).body.data;
    expect(drivers.list.map((d: { driverName: string }) => d.driverName)).toEqual(['MariaDB', 'PostgreSQL']);
    expect(drivers.recordsNumber).toBe(2);
    const sources = (await t.http.get('/api/dataanalysisdatasources').set(auth)).body.data;
    expect(sources.list[0]).toMatchObject({ datasourceName: 'Registro (sola lettura)', username: 'registro_analisi', host: '127.0.0.1', port: 5432, password: '' });
    const { rows } = await t.db.pool.query('SELECT password_cifrata FROM data_sources WHERE id = $1', [idSeeded]);
    expect(rows[0].password_cifrata).toMatch(/^v1:/);
  });

  it('saves a data source with its password encrypted at rest, keeps it on an update without password, records the history', async () => {
    const creato = await t.http
      .post('/api/dataanalysisdatasources')
      .set(auth)
      .send({ id: -1, driver: pg, datasourceName: 'Copia Registro', host: '127.0.0.1', port: 5432, database: t.db.name, username: 'postgres', password: 'Segreta!1', jdbcUrl: '' });
    expect(creato.status).toBe(201);
    expect(creato.body.messaggio).toBe('Salvataggio avvenuto con successo');
    expect(creato.body.data.password).toBe('');
    const id = creato.body.data.id as number;
    const cifrata = (await t.db.pool.query('SELECT password_cifrata FROM data_sources WHERE id = $1', [id])).rows[0].password_cifrata as string;
    expect(cifrata).toMatch(/^v1:/);
    expect(cifrata).not.toContain('Segreta');
    const eventi = await t.db.pool.query(`SELECT data::text AS d FROM events WHERE stream_id = $1`, [`dataanalysisdatasources-${id}`]);
    expect(eventi.rows.map((r) => r.d).join()).not.toContain('Segreta');

    expect((await verifica(id)).body.messaggio).toBe('Connessione verificata con successo');
    const aggiornato = await t.http.put(`/api/dataanalysisdatasources/${id}`).set(auth).send({ ...creato.body.data, datasourceName: 'Copia del Registro', password: '' });
    expect(aggiornato.status).toBe(200);
    expect((await t.db.pool.query('SELECT password_cifrata FROM data_sources WHERE id = $1', [id])).rows[0].password_cifrata).toBe(cifrata);
    expect((await storia('dataanalysisdatasources', id))[1]).toContain('Nome: Copia Registro → Copia del Registro');

    const doppio = await t.http.post('/api/dataanalysisdatasources').set(auth).send({ driver: pg, datasourceName: 'copia del registro', host: 'x' });
    expect(doppio.status).toBe(409);
    expect(doppio.body.messaggio).toContain('Esiste già una sorgente dati con questo nome');
    const invalido = await t.http.post('/api/dataanalysisdatasources').set(auth).send({ driver: 999, datasourceName: ' ', port: 70000 });
    expect(invalido.status).toBe(400);
    expect(invalido.body.messaggio).toContain('Il campo Porta deve essere tra 1 e 65535');
  });

  it('verifies a connection: success, or the reason fast (refused, wrong database, unreachable host); a changed source gets a new pool', async () => {
    expect((await verifica(idSeeded)).body).toEqual({ messaggio: 'Connessione verificata con successo', data: { id: idSeeded } });
    const rifiutata = await createSource(t, admin, { driver: pg, datasourceName: 'Spento', host: '127.0.0.1', port: 1, database: 'x', username: 'x' });
    const r1 = await verifica(rifiutata);
    expect(r1.status).toBe(422);
    expect(r1.body.messaggio).toContain('Connessione rifiutata da 127.0.0.1:1');

    const id = await createSource(t, admin, { driver: pg, datasourceName: 'Database sbagliato', host: '127.0.0.1', port: 5432, database: 'non_esiste_xyz', username: 'postgres' });
    const r2 = await verifica(id);
    expect(r2.status).toBe(422);
    expect(r2.body.messaggio).toContain('Il database non_esiste_xyz non esiste');
    // the source fixed: the next check uses the new settings
    await t.http.put(`/api/dataanalysisdatasources/${id}`).set(auth).send({ driver: pg, datasourceName: 'Database sbagliato', host: '127.0.0.1', port: 5432, database: t.db.name, username: 'postgres' }).expect(200);
    expect((await verifica(id)).status).toBe(200);

    const inizio = Date.now();
    const irraggiungibile = await createSource(t, admin, { driver: pg, datasourceName: 'Irraggiungibile', host: '10.255.255.1', port: 5432, database: 'x', username: 'x' });
    const [r3, lista] = await Promise.all([verifica(irraggiungibile), t.http.get('/api/dataanalysisquery').set(auth)]);
    expect(lista.status).toBe(200);
    expect(r3.status).toBe(422);
    expect(r3.body.messaggio).toMatch(/Tempo di connessione scaduto|non è raggiungibile/);
    // the connect timeout, not the operating system's minutes-long one; room left for a slow machine
    expect(Date.now() - inizio).toBeLessThan(20_000);
    expect((await verifica(999999)).status).toBe(404);
  });

  it('a source that accepts connections but never answers fails within the connect timeout, the API keeps answering', async () => {
    const prese: Socket[] = [];
    const muto: Server = createServer((s) => void prese.push(s));
    await new Promise<void>((r) => muto.listen(0, '127.0.0.1', () => r()));
    const porta = (muto.address() as { port: number }).port;
    try {
      for (const jdbc of ['pg', 'mysql2']) {
        const id = await createSource(t, admin, { driver: await driverId(t, admin, jdbc), datasourceName: `Muto ${jdbc}`, host: '127.0.0.1', port: porta, database: 'x', username: 'x' });
        const query = await createQuery(t, admin, id, 'SELECT 1');
        const inizio = Date.now();
        const timed = <T>(p: PromiseLike<T>) => Promise.resolve(p).then((r) => ({ r, ms: Date.now() - inizio }));
        const [verificata, eseguita, lista] = await Promise.all([
          timed(verifica(id)),
          timed(t.http.get(`/api/dataanalysisdatabaseinfo/eseguiquery/${query}`).set(auth)),
          timed(t.http.get('/api/dataanalysistables').set(auth)),
        ]);
        expect(lista.r.status).toBe(200);
        // the API answered while the two calls still waited for the silent source
        expect(lista.ms).toBeLessThan(Math.min(verificata.ms, eseguita.ms));
        for (const { r } of [verificata, eseguita]) {
          expect(r.status).toBe(422);
          expect(r.body.messaggio).toMatch(/Tempo di connessione scaduto verso 127\.0\.0\.1|interrotta|non è raggiungibile/);
        }
        expect(Date.now() - inizio).toBeLessThan(20_000);
      }
    } finally {
      for (const s of prese) s.destroy();
      await new Promise((r) => muto.close(r));
    }
  });

  it('verifies a MariaDB connection, and its failure', async () => {
    const maria = await driverId(t, admin, 'mysql2');
    const ok = await createSource(t, admin, { driver: maria, datasourceName: 'MariaDB', host: '127.0.0.1', port: 3306, database: 'test', username: 'root' });
    expect((await verifica(ok)).body.messaggio).toBe('Connessione verificata con successo');
    const ko = await createSource(t, admin, { driver: maria, datasourceName: 'MariaDB sbagliato', host: '127.0.0.1', port: 3306, database: 'test', username: 'nessuno', password: 'x' });
    const r = await verifica(ko);
    expect(r.status).toBe(422);
    expect(r.body.messaggio).toContain("Autenticazione fallita per l'utente nessuno");
  });

  it('saves queries and tables (50 per page) with history, and reads the columns of a table', async () => {
    const id = await createQuery(t, admin, idSeeded, 'SELECT count(*) AS n FROM fatture', 'Conteggio fatture');
    const letta = (await t.http.get(`/api/dataanalysisquery/${id}`).set(auth)).body.data;
    expect(letta).toMatchObject({ id, title: 'Conteggio fatture', idDatasource: idSeeded, sqlGraphicQuery: 'SELECT count(*) AS n FROM fatture' });
    const queries = (await t.http.get('/api/dataanalysisquery?page=0&forPage=50').set(auth)).body.data;
    expect(queries.list.map((x: { title: string }) => x.title)).toEqual(
      expect.arrayContaining(['Conteggio fatture', 'Fatturato per mese', 'Documenti per tipo', 'Documenti commerciali per tipo']),
    );
    expect(queries.recordsNumber).toBe(queries.list.length);
    expect((await t.http.get(`/api/dataanalysisdatabaseinfo/eseguiquery/${id}`).set(auth)).body.data).toEqual([{ n: expect.any(Number) }]);
    const senzaSorgente = await t.http.post('/api/dataanalysisquery').set(auth).send({ title: 'x', idDatasource: 99999 });
    expect(senzaSorgente.status).toBe(400);
    expect(senzaSorgente.body.messaggio).toContain('La sorgente dati scelta non esiste');

    const tables = (await t.http.get('/api/dataanalysistables').set(auth)).body.data;
    expect(tables.list.map((x: { viewName: string }) => x.viewName)).toEqual(['documenti_commerciali', 'fatture', 'tipi_documento']);
    const tab = tables.list[1];
    const agg = await t.http.put(`/api/dataanalysistables/${tab.id}`).set(auth).send({ ...tab, note: 'Fatture' });
    expect(agg.status).toBe(200);
    expect((await t.http.get(`/api/dataanalysistables/${tab.id}`).set(auth)).body.data.note).toBe('Fatture');
    expect((await storia('dataanalysistables', tab.id))[1]).toContain('Note:');

    const colonne = await t.http.get('/api/dataanalysisdatabaseinfo/tableinfo').query({ idDatasource: idSeeded, viewName: 'fatture' }).set(auth);
    expect(colonne.status).toBe(200);
    expect(colonne.body.data).toEqual(expect.arrayContaining([{ nomeCampo: 'totale_documento', tipoCampo: 'numeric', nullable: 'NO' }]));
    const assente = await t.http.get('/api/dataanalysisdatabaseinfo/tableinfo').query({ idDatasource: idSeeded, viewName: 'nessuna' }).set(auth);
    expect(assente.status).toBe(404);
    expect(assente.body.messaggio).toContain('La tabella nessuna non esiste nella sorgente dati');
  });

  it('lists the ICD-IX diagnoses 100 per page, by code prefix and description', async () => {
    const tutte = (await t.http.get('/api/serviziicdix').set(auth)).body.data;
    expect(tutte.recordsNumber).toBe(16284);
    expect(tutte.list).toHaveLength(100);
    expect(tutte.list[0]).toEqual({ codiceIcdix: '001', descrizioneIcdix: 'COLERA' });
    const codice = (await t.http.get('/api/serviziicdix').query({ codice: '250.0', forPage: 10, page: 0 }).set(auth)).body.data;
    expect(codice.list.every((c: { codiceIcdix: string }) => c.codiceIcdix.startsWith('250.0'))).toBe(true);
    expect(codice.recordsNumber).toBeGreaterThan(1);
    const descrizione = (await t.http.get('/api/serviziicdix').query({ descrizione: 'colera da vibrio' }).set(auth)).body.data;
    expect(descrizione.list.map((c: { codiceIcdix: string }) => c.codiceIcdix)).toEqual(['001.0', '001.1']);
    const pagina = await t.http.get('/api/serviziicdix').query({ page: -1 }).set(auth);
    expect([pagina.status, pagina.body.messaggio]).toEqual([400, expect.stringContaining('Il parametro page non può essere negativo')]);
    const lungo = await t.http.get('/api/serviziicdix').query({ descrizione: 'x'.repeat(201) }).set(auth);
    expect([lungo.status, lungo.body.messaggio]).toEqual([400, expect.stringContaining('Il filtro descrizione è troppo lungo')]);
  });

  it('deletes a data source no query uses; one a query uses is 409 with the reason; without elimina 403', async () => {
    const libera = await createSource(t, admin, { driver: pg, datasourceName: 'Da eliminare', host: '127.0.0.1', port: 5432, database: t.db.name, username: 'postgres' });
    const usata = await createSource(t, admin, { driver: pg, datasourceName: 'Usata da una query', host: '127.0.0.1', port: 5432, database: t.db.name, username: 'postgres' });
    await createQuery(t, admin, usata, 'SELECT 1 AS uno');

    const lettore = bearer(await loginWith(t, 'noneliminaanalisi', ['dataanalysis/visualizza', 'dataanalysis/modifica']));
    const negata = await t.http.delete(`/api/dataanalysisdatasources/${libera}`).set(lettore);
    expect(negata.status).toBe(403);
    expect(negata.body.messaggio).toBeTruthy();

    const rifiutata = await t.http.delete(`/api/dataanalysisdatasources/${usata}`).set(auth);
    expect(rifiutata.status).toBe(409);
    expect(rifiutata.body.messaggio).toContain('La sorgente dati è usata da delle query: eliminarle prima');

    const eliminata = await t.http.delete(`/api/dataanalysisdatasources/${libera}`).set(auth);
    expect(eliminata.status).toBe(200);
    expect(eliminata.body.messaggio).toBe('Eliminazione avvenuta con successo');
    const nomi = ((await t.http.get('/api/dataanalysisdatasources').set(auth)).body.data.list as DataSource[]).map((d) => d.datasourceName);
    expect(nomi).toContain('Usata da una query');
    expect(nomi).not.toContain('Da eliminare');
    expect((await t.http.get(`/api/dataanalysisdatasources/${libera}`).set(auth)).status).toBe(404);
  });

  it('answers 403 on every call to a user without the dataanalysis section; runs a dashboard query for its profile', async () => {
    const estraneo = bearer(await loginWith(t, 'estraneo', ['fatturazione/visualizza']));
    const queries = (await t.http.get('/api/dataanalysisquery').set(auth)).body.data.list as { id: number; title: string }[];
    const mese = queries.find((q) => q.title === 'Fatturato per mese')!.id;
    const chiamate = [
      t.http.get('/api/dataanalysisdatasources'),
      t.http.post('/api/dataanalysisdatasources').send({ driver: pg, datasourceName: 'x', host: 'x' }),
      t.http.put(`/api/dataanalysisdatasources/${idSeeded}`).send({ driver: pg, datasourceName: 'x', host: 'x' }),
      t.http.get(`/api/dataanalysisdatasources/${idSeeded}`),
      t.http.get(`/api/dataanalysisdatasources/verificaconnessione/${idSeeded}`),
      t.http.get('/api/dataanalysisdatabasedriver'),
      t.http.post('/api/dataanalysisdatabasedriver').send({ driverName: 'x', jdbcName: 'pg' }),
      t.http.put(`/api/dataanalysisdatabasedriver/${pg}`).send({ driverName: 'x', jdbcName: 'pg' }),
      t.http.get('/api/dataanalysistables'),
      t.http.get('/api/dataanalysistables/1'),
      t.http.post('/api/dataanalysistables').send({ dbName: 'x', viewName: 'y' }),
      t.http.put('/api/dataanalysistables/1').send({ dbName: 'x', viewName: 'y' }),
      t.http.get('/api/dataanalysisquery'),
      t.http.get(`/api/dataanalysisquery/${mese}`),
      t.http.post('/api/dataanalysisquery').send({ title: 'x', idDatasource: idSeeded }),
      t.http.put(`/api/dataanalysisquery/${mese}`).send({ title: 'x', idDatasource: idSeeded }),
      t.http.get(`/api/dataanalysisdatabaseinfo/eseguigraphicquery/${mese}`),
      t.http.get(`/api/dataanalysisdatabaseinfo/eseguiquery/${mese}`),
      t.http.get(`/api/dataanalysisdatabaseinfo/eseguianaliticquery/${mese}`),
      t.http.get('/api/dataanalysisdatabaseinfo/tableinfo').query({ idDatasource: idSeeded, viewName: 'fatture' }),
      t.http.get('/api/serviziicdix'),
    ];
    for (const [i, chiamata] of chiamate.entries()) {
      const res = await chiamata.set(estraneo);
      expect([i, res.status]).toEqual([i, 403]);
      expect(res.body.messaggio).toBeTruthy();
    }
    // without a token: 401
    expect((await t.http.get(`/api/dataanalysisdatabaseinfo/eseguigraphicquery/${mese}`)).status).toBe(401);

    // a read-only user sees and runs, but does not save
    const lettore = bearer(await loginWith(t, 'lettoreanalisi', ['dataanalysis/visualizza']));
    expect((await t.http.get(`/api/dataanalysisdatabaseinfo/eseguiquery/${mese}`).set(lettore)).status).toBe(200);
    expect((await t.http.post('/api/dataanalysisquery').set(lettore).send({ title: 'x', idDatasource: idSeeded })).status).toBe(403);

    // a dashboard with the query assigned to the user's profile opens its chart and pivot runs, only for that query
    const utente = bearer(await loginWith(t, 'direzione', []));
    const altra = queries.find((q) => q.title === 'Documenti per tipo')!.id;
    const elemento = { id: 1, title: 'Fatturato', idQuery: mese, type: 'graphic', graphicType: 'bar', cols: 12, xs: 12, sm: 12, md: 12, lg: 6, xl: 6, xvalue: 'mese', dimension: '', filters: '', filtersValue: '', filtroIniziale: '', position: 1, marginLeft: 30, legendVisible: true, horizontalDirection: false };
    const dashboard = await t.http.post('/api/dataanalysisdashboard').set(auth).send({ title: 'Direzione', descrizione: '', dashboard: JSON.stringify({ headerElements: [], bodyElements: [elemento] }) });
    expect(dashboard.status).toBe(201);
    expect((await t.http.get(`/api/dataanalysisdatabaseinfo/eseguigraphicquery/${mese}`).set(utente)).status).toBe(403);
    await t.http.post('/api/dataanalysisgruppodashboard').set(auth).send({ profilo: 'Gruppo direzione', idDashboard: dashboard.body.data.id }).expect(201);
    const grafico = await t.http.get(`/api/dataanalysisdatabaseinfo/eseguigraphicquery/${mese}`).set(utente);
    expect(grafico.status).toBe(200);
    expect(Array.isArray(grafico.body.data)).toBe(true);
    expect((await t.http.get(`/api/dataanalysisdatabaseinfo/eseguianaliticquery/${mese}`).set(utente)).status).toBe(200);
    const negata = await t.http.get(`/api/dataanalysisdatabaseinfo/eseguigraphicquery/${altra}`).set(utente);
    expect(negata.status).toBe(403);
    expect(negata.body.messaggio).toContain('la query non è in una dashboard del tuo profilo');
    expect((await t.http.get(`/api/dataanalysisdatabaseinfo/eseguiquery/${mese}`).set(utente)).status).toBe(403);
  });
});
