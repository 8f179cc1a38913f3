import { randomBytes } from 'node:crypto';
import { createConnection, type Connection } from 'mysql2/promise';
import { PARAMETRO } from '@registro/contracts';
import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';
import { UNA_ISTRUZIONE, SOLO_LETTURE } from '../domain/read-only-sql';
import { MariaDbDialect } from '../source-databases/mariadb.dialect';
import { PostgresDialect } from '../source-databases/postgres.dialect';
import { SCRITTURA_RIFIUTATA } from '../source-databases/run-messages';
import { createQuery, createSource, driverId, seedDataSources, setParametro } from '../test/datasources-test-kit';

jest.setTimeout(120_000);

const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', database: 'test' };

/**
 * User SQL is hostile: writes, several statements, endless and huge queries are refused or capped
 * with an Italian messaggio, the data stays as it was and the API keeps answering — on the seeded
 * PostgreSQL source and on the machine's MariaDB.
 */
describe('analysis SQL runs read-only, one statement, bounded in time and rows', () => {
  let t: TestApp;
  let admin: string;
  let auth: { Authorization: string };
  let maria: Connection;
  const tabella = `ds_prova_${randomBytes(4).toString('hex')}`;
  let idPgSuper: number;
  let idPgLettura: number;
  let idMaria: number;

  const esegui = (idQuery: number) => t.http.get(`/api/dataanalysisdatabaseinfo/eseguiquery/${idQuery}`).set(auth);
  const righePg = async () => Number((await t.db.pool.query('SELECT count(*) AS n FROM prova_analisi')).rows[0].n);
  const righeMaria = async () => ((await maria.query(`SELECT count(*) AS n FROM ${tabella}`)) as unknown as [{ n: number }[]])[0][0].n;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDataSources(t);
    admin = await t.login('admin');
    auth = bearer(admin);
    const pg = await driverId(t, admin, 'pg');
    const list = (await t.http.get('/api/dataanalysisdatasources').set(auth)).body.data.list as { id: number; datasourceName: string }[];
    idPgLettura = list.find((s) => s.datasourceName === 'Registro (sola lettura)')!.id;
    // the app's own superuser: only the read-only transaction stands between the SQL and the data
    idPgSuper = await createSource(t, admin, { driver: pg, datasourceName: 'Superutente', host: '127.0.0.1', port: 5432, database: t.db.name, username: 'postgres' });
    await t.db.pool.query(`CREATE TABLE prova_analisi AS SELECT g AS id, 'riga ' || g AS nome FROM generate_series(1, 5) g`);
    maria = await createConnection(MARIADB);
    await maria.query(`CREATE TABLE ${tabella} (id int PRIMARY KEY, nome varchar(50))`);
    await maria.query(`INSERT INTO ${tabella} VALUES (1, 'uno'), (2, 'due'), (3, 'tre')`);
    idMaria = await createSource(t, admin, {
      driver: await driverId(t, admin, 'mysql2'),
      datasourceName: 'MariaDB di prova',
      host: MARIADB.host,
      port: MARIADB.port,
      database: MARIADB.database,
      username: MARIADB.user,
    });
  });

  afterAll(async () => {
    await maria?.query(`DROP TABLE IF EXISTS ${tabella}`).catch(() => undefined);
    await maria?.end();
    await t?.close();
  });

  it('runs the seeded invoice queries on Registro through the read-only role', async () => {
    const queries = (await t.http.get('/api/dataanalysisquery').set(auth)).body.data.list as { id: number; title: string }[];
    const mese = queries.find((q) => q.title === 'Fatturato per mese')!;
    const res = await t.http.get(`/api/dataanalysisdatabaseinfo/eseguigraphicquery/${mese.id}`).set(auth);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    const tipo = queries.find((q) => q.title === 'Documenti per tipo')!;
    const pivot = await t.http.get(`/api/dataanalysisdatabaseinfo/eseguianaliticquery/${tipo.id}`).set(auth);
    expect(pivot.status).toBe(200);
    expect(Array.isArray(pivot.body.data)).toBe(true);
    const conteggio = await esegui(await createQuery(t, admin, idPgLettura, 'SELECT count(*) AS n FROM fatture'));
    expect(conteggio.body.data).toEqual([{ n: expect.any(Number) }]);
    // only the tables granted to the role are readable
    const negata = await esegui(await createQuery(t, admin, idPgLettura, 'SELECT * FROM utenti'));
    expect(negata.status).toBe(400);
    expect(negata.body.messaggio).toContain('Errore nella query');
    // the role itself cannot write, even past the API
    const scrittura = await createQuery(t, admin, idPgLettura, 'WITH x AS (DELETE FROM fatture RETURNING 1) SELECT count(*) FROM x');
    expect((await esegui(scrittura)).body.messaggio).toMatch(/modificare i dati|Errore nella query/);
  });

  it('runs the SQL on screen, not the saved one, with the same bounds; only for who may write queries', async () => {
    const eseguiTesto = (body: object, chi = auth) => t.http.post('/api/dataanalysisdatabaseinfo/eseguiquery').set(chi).send(body);
    const salvata = await createQuery(t, admin, idPgSuper, 'SELECT count(*) AS n FROM prova_analisi');
    expect((await esegui(salvata)).body.data).toEqual([{ n: 5 }]);
    // the editor's text after a change, not saved: its result, or its own error
    const testo = await eseguiTesto({ idDatasource: idPgSuper, sql: 'SELECT nome FROM prova_analisi WHERE id = 2' });
    expect(testo.status).toBe(200);
    expect(testo.body.data).toEqual([{ nome: 'riga 2' }]);
    const colonna = await eseguiTesto({ idDatasource: idPgSuper, sql: 'SELECT colonna_inesistente FROM prova_analisi' });
    expect(colonna.status).toBe(400);
    expect(colonna.body.messaggio).toContain('Errore nella query');
    expect(colonna.body.messaggio).toContain('colonna_inesistente');
    // the saved query is untouched
    expect((await esegui(salvata)).body.data).toEqual([{ n: 5 }]);
    // writes and several statements refused as for a saved query, the data as it was
    const scrittura = await eseguiTesto({ idDatasource: idPgSuper, sql: 'DELETE FROM prova_analisi' });
    expect(scrittura.status).toBe(400);
    expect(scrittura.body.messaggio).toContain(SOLO_LETTURE);
    const nascosta = await eseguiTesto({ idDatasource: idPgSuper, sql: 'WITH x AS (DELETE FROM prova_analisi RETURNING 1) SELECT count(*) FROM x' });
    expect(nascosta.status).toBe(400);
    expect(nascosta.body.messaggio).toMatch(/modificare i dati|Errore nella query/);
    expect((await eseguiTesto({ idDatasource: idMaria, sql: `SELECT 1; DELETE FROM ${tabella}` })).body.messaggio).toContain(UNA_ISTRUZIONE);
    expect(await righePg()).toBe(5);
    expect(await righeMaria()).toBe(3);
    // the pivot's text on screen
    const pivot = await t.http.post('/api/dataanalysisdatabaseinfo/eseguianaliticquery').set(auth).send({ idDatasource: idMaria, sql: `SELECT id FROM ${tabella} ORDER BY id` });
    expect(pivot.status).toBe(200);
    expect(pivot.body.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    // what is missing is named
    const senzaSorgente = await eseguiTesto({ sql: 'SELECT 1' });
    expect(senzaSorgente.status).toBe(400);
    expect(senzaSorgente.body.messaggio).toContain('Il campo Data Source è obbligatorio');
    expect((await eseguiTesto({ idDatasource: idPgSuper, sql: '  ' })).body.messaggio).toContain('La query è vuota');
    // a reader runs the saved queries, not a text of their own
    const lettore = bearer(await loginWith(t, 'lettoretesto', ['dataanalysis/visualizza']));
    expect((await esegui(salvata).set(lettore)).status).toBe(200);
    const negata = await eseguiTesto({ idDatasource: idPgSuper, sql: 'SELECT 1' }, lettore);
    expect(negata.status).toBe(403);
    expect((await t.http.post('/api/dataanalysisdatabaseinfo/eseguianaliticquery').set(lettore).send({ idDatasource: idPgSuper, sql: 'SELECT 1' })).status).toBe(403);
  });

  it('answers amounts with their decimals, counts as numbers and dates as days, alike from PostgreSQL and MariaDB', async () => {
    const pg = await esegui(
      await createQuery(t, admin, idPgSuper, "SELECT 1000.50::numeric(10,2) AS importo, sum(x)::numeric AS somma, count(*) AS n, DATE '2026-12-01' AS giorno FROM (VALUES (1), (2)) v(x)"),
    );
    expect(pg.body.data).toEqual([{ importo: '1000.50', somma: 3, n: 2, giorno: '2026-12-01' }]);
    const maria = await esegui(
      await createQuery(t, admin, idMaria, `SELECT CAST(1000.5 AS DECIMAL(10,2)) AS importo, SUM(id) AS somma, COUNT(*) AS n, DATE '2026-12-01' AS giorno FROM ${tabella}`),
    );
    expect(maria.body.data).toEqual([{ importo: '1000.50', somma: 6, n: 3, giorno: '2026-12-01' }]);
  });

  it('runs a query on MariaDB', async () => {
    const res = await esegui(await createQuery(t, admin, idMaria, `SELECT id, nome FROM ${tabella} ORDER BY id`));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ id: 1, nome: 'uno' }, { id: 2, nome: 'due' }, { id: 3, nome: 'tre' }]);
  });

  it('refuses writes with an Italian messaggio and leaves the data untouched (PostgreSQL)', async () => {
    for (const sql of ['DELETE FROM prova_analisi', "update prova_analisi set nome = 'x'", 'DROP TABLE prova_analisi', 'CREATE TABLE intrusa (id int)', 'TRUNCATE prova_analisi']) {
      const res = await esegui(await createQuery(t, admin, idPgSuper, sql));
      expect(res.status).toBe(400);
      expect(res.body.messaggio).toContain(SOLO_LETTURE);
    }
    // a write the first word does not show: refused by the read-only transaction
    for (const sql of [
      'WITH x AS (DELETE FROM prova_analisi RETURNING 1) SELECT count(*) FROM x',
      "SELECT set_config('transaction_read_only', 'off', true)",
      'SELECT * FROM prova_analisi FOR UPDATE',
      "SELECT * INTO intrusa FROM prova_analisi",
    ]) {
      const res = await esegui(await createQuery(t, admin, idPgSuper, sql));
      expect(res.status).toBe(400);
      expect(res.body.messaggio).toMatch(/modificare i dati|Errore nella query/);
    }
    expect(await righePg()).toBe(5);
    expect((await t.db.pool.query(`SELECT to_regclass('intrusa') AS t`)).rows[0].t).toBeNull();
  });

  it('refuses several statements (PostgreSQL and MariaDB), also when the pre-check is bypassed', async () => {
    for (const sql of ['SELECT 1; DELETE FROM prova_analisi', 'select 1;drop table prova_analisi;', "SELECT ';' AS a; COMMIT"]) {
      const res = await esegui(await createQuery(t, admin, idPgSuper, sql));
      expect(res.status).toBe(400);
      expect(res.body.messaggio).toContain(UNA_ISTRUZIONE);
    }
    const maria3 = await esegui(await createQuery(t, admin, idMaria, `SELECT 1; DELETE FROM ${tabella}`));
    expect(maria3.status).toBe(400);
    expect(maria3.body.messaggio).toContain(UNA_ISTRUZIONE);
    // a ; inside a string or a comment is not a second statement
    const uno = await esegui(await createQuery(t, admin, idPgSuper, "SELECT ';' AS a /* ; */ -- ;"));
    expect(uno.status).toBe(200);
    expect(uno.body.data).toEqual([{ a: ';' }]);

    // below the friendly pre-check, the drivers themselves refuse a second statement and writes
    const limits = { timeoutMs: 5000, maxRows: 10 };
    const pg = new PostgresDialect().createPool({ host: '127.0.0.1', port: 5432, database: t.db.name, username: 'postgres', password: '', jdbcUrl: '' });
    const my = new MariaDbDialect().createPool({ host: MARIADB.host, port: MARIADB.port, database: MARIADB.database, username: MARIADB.user, password: '', jdbcUrl: '' });
    try {
      await expect(pg.run('SELECT 1; DELETE FROM prova_analisi', [], limits)).rejects.toThrow(UNA_ISTRUZIONE);
      await expect(pg.run('DELETE FROM prova_analisi', [], limits)).rejects.toThrow(SCRITTURA_RIFIUTATA);
      await expect(pg.run('DROP TABLE prova_analisi', [], limits)).rejects.toThrow(SCRITTURA_RIFIUTATA);
      await expect(my.run(`SELECT 1; DELETE FROM ${tabella}`, [], limits)).rejects.toThrow(/Errore nella query/);
      await expect(my.run(`DELETE FROM ${tabella}`, [], limits)).rejects.toThrow(SCRITTURA_RIFIUTATA);
      // DDL commits implicitly in MariaDB: the session's read-only default refuses it too
      await expect(my.run(`DROP TABLE ${tabella}`, [], limits)).rejects.toThrow(SCRITTURA_RIFIUTATA);
      await expect(my.run(`CREATE TABLE ${tabella}_bis (id int)`, [], limits)).rejects.toThrow(SCRITTURA_RIFIUTATA);
    } finally {
      await pg.close();
      await my.close();
    }
    expect(await righePg()).toBe(5);
    expect(await righeMaria()).toBe(3);
  });

  it('refuses writes on MariaDB and leaves the table untouched', async () => {
    for (const sql of [`DELETE FROM ${tabella}`, `UPDATE ${tabella} SET nome = 'x'`, `TRUNCATE ${tabella}`, `INSERT INTO ${tabella} VALUES (9, 'nove')`]) {
      const res = await esegui(await createQuery(t, admin, idMaria, sql));
      expect(res.status).toBe(400);
      expect(res.body.messaggio).toContain(SOLO_LETTURE);
    }
    expect(await righeMaria()).toBe(3);
  });

  it('stops an endless query at ANALYSIS_QUERY_TIMEOUT_SECONDS while the API keeps answering', async () => {
    await setParametro(t, admin, PARAMETRO.analisiTimeoutSecondi, 1);
    try {
      for (const [id, sql] of [
        [idPgSuper, 'SELECT pg_sleep(30)'],
        [idMaria, 'SELECT SLEEP(30) AS s'],
        [idPgSuper, 'WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s) SELECT count(*) FROM s'],
      ] as const) {
        const inizio = Date.now();
        let finita = false;
        const run = esegui(await createQuery(t, admin, id, sql)).then((r) => ((finita = true), r));
        // meanwhile the API answers, before the run ends
        const lista = await t.http.get('/api/dataanalysisdatasources').set(auth);
        expect(lista.status).toBe(200);
        expect(finita).toBe(false);
        const res = await run;
        expect(res.status).toBe(400);
        expect(res.body.messaggio).toContain('La query ha superato il tempo massimo di esecuzione (1 secondi)');
        // stopped at the 1 s limit, far from the 30 s (or endless) run; the bound leaves room for a slow machine
        expect(Date.now() - inizio).toBeLessThan(20_000);
      }
    } finally {
      await setParametro(t, admin, PARAMETRO.analisiTimeoutSecondi, 30);
    }
    // the source is usable again right after
    expect((await esegui(await createQuery(t, admin, idMaria, `SELECT count(*) AS n FROM ${tabella}`))).body.data).toEqual([{ n: 3 }]);
  });

  it('caps a huge result at ANALYSIS_QUERY_MAX_ROWS, streamed, with a message', async () => {
    await setParametro(t, admin, PARAMETRO.analisiMaxRighe, 1000);
    try {
      const pg = await esegui(await createQuery(t, admin, idPgSuper, 'SELECT g AS n, repeat(\'x\', 100) AS testo FROM generate_series(1, 100000000) g'));
      expect(pg.status).toBe(200);
      expect(pg.body.data).toHaveLength(1000);
      expect(pg.body.data[999].n).toBe(1000);
      expect(pg.body.messaggio).toBe('La query ha restituito più di 1000 righe: sono mostrate solo le prime 1000');
      const my = await esegui(
        await createQuery(t, admin, idMaria, 'WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < 100000000) SELECT n FROM s'),
      );
      expect(my.status).toBe(200);
      expect(my.body.data).toHaveLength(1000);
      expect(my.body.messaggio).toContain('più di 1000 righe');
      const piccola = await esegui(await createQuery(t, admin, idPgSuper, 'SELECT g FROM generate_series(1, 1000) g'));
      expect(piccola.body.data).toHaveLength(1000);
      expect(piccola.body.messaggio).toBeUndefined();
    } finally {
      await setParametro(t, admin, PARAMETRO.analisiMaxRighe, 100000);
    }
  });

  it('gives the pivot a large result aggregated by the database: one row per combination, sums and row counts', async () => {
    const pivot = (idQuery: number) => t.http.get(`/api/dataanalysisdatabaseinfo/eseguianaliticquery/${idQuery}`).set(auth);
    const pg = await pivot(await createQuery(t, admin, idPgSuper, "SELECT 'anno ' || (g % 3) AS anno, CASE WHEN g % 2 = 0 THEN 'pari' ELSE 'dispari' END AS tipo, g AS importo FROM generate_series(1, 60000) g;"));
    expect(pg.status).toBe(200);
    expect(pg.body.messaggio).toBe('La query ha più di 20000 righe: il database le ha aggregate in 6 combinazioni (somme delle misure, "N. righe" conta le righe)');
    expect(pg.body.data).toHaveLength(6);
    expect(pg.body.data.reduce((n: number, r: Record<string, number>) => n + r['N. righe'], 0)).toBe(60000);
    expect(pg.body.data.reduce((n: number, r: Record<string, number>) => n + r['importo'], 0)).toBe((60000 * 60001) / 2);
    expect(pg.body.data.find((r: Record<string, unknown>) => r['anno'] === 'anno 0' && r['tipo'] === 'pari')).toEqual({ anno: 'anno 0', tipo: 'pari', 'N. righe': 10000, importo: 300030000 });

    const my = await pivot(
      await createQuery(t, admin, idMaria, "SELECT IF(seq % 2 = 0, 'pari', 'dispari') AS tipo, seq AS importo FROM seq_1_to_30000"),
    );
    expect(my.status).toBe(200);
    expect(my.body.data).toHaveLength(2);
    expect(my.body.data.reduce((n: number, r: Record<string, number>) => n + Number(r['N. righe']), 0)).toBe(30000);

    const piccola = await pivot(await createQuery(t, admin, idPgSuper, 'SELECT g AS n FROM generate_series(1, 100) g'));
    expect(piccola.body.data).toHaveLength(100);
    expect(piccola.body.messaggio).toBeUndefined();
  });
});
