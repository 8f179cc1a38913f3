import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { guardPgClient } from '@registro/server-event-store';
import { createTestApp, type TestApp, bearer } from '@registro/server-testing';

jest.setTimeout(60_000);

/** The installation page's calls (spec 3): the settings file in CONFIG_DIR, the connection test, and who may call them. */
describe('installation: /api/installation/*', () => {
  let t: TestApp;
  let admin: string;
  let configDir: string;
  let database: string;

  beforeAll(async () => {
    configDir = await mkdtemp(join(tmpdir(), 'registro-config-'));
    process.env['CONFIG_DIR'] = configDir;
    t = await createTestApp();
    admin = await t.login('admin');
    database = new URL(t.db.url).pathname.slice(1);
  });
  afterAll(async () => {
    delete process.env['CONFIG_DIR'];
    await t?.close();
    await rm(configDir, { recursive: true, force: true });
  });

  const impostazioni = (extra: Record<string, unknown> = {}) => ({
    fileName: 'gesandb.properties',
    driverName: 'postgresql',
    host: '127.0.0.1',
    port: 5432,
    username: 'postgres',
    password: 's3gr=t:o',
    database,
    ...extra,
  });

  /** Runs `fn` while the platform looks not installed: its users' streams are set aside. */
  async function senzaUtenti(fn: () => Promise<void>) {
    const db = guardPgClient(new Client({ connectionString: t.db.url }));
    await db.connect();
    try {
      await db.query(`UPDATE events SET stream_type = 'users-sospeso' WHERE stream_type = 'users'`);
      await fn();
    } finally {
      await db.query(`UPDATE events SET stream_type = 'users' WHERE stream_type = 'users-sospeso'`);
      await db.end();
    }
  }

  it('before installation answers without signing in: drivers, read, save, test', async () => {
    await senzaUtenti(async () => {
      expect((await t.http.get('/api/installation/stato')).body.data).toEqual({ installata: false });
      const drivers = await t.http.get('/api/installation/databasedrivers');
      expect(drivers.status).toBe(200);
      expect(drivers.body.data).toEqual([
        { label: 'PostgreSQL', driverName: 'postgresql' },
        { label: 'MariaDB / MySQL', driverName: 'mariadb' },
      ]);

      const assente = await t.http.get('/api/installation/databasedata?fileName=gesandb.properties');
      expect(assente.status).toBe(200);
      expect(assente.body.messaggio).toBe('Il file gesandb.properties non esiste: verrà creato al salvataggio');
      expect(assente.body.data).toMatchObject({ fileName: 'gesandb.properties', driverName: 'postgresql', port: 5432, passwordImpostata: false });

      const salva = await t.http.post('/api/installation/databasedata').send(impostazioni());
      expect(salva.status).toBe(200);
      expect(salva.body.messaggio).toBe('Impostazioni salvate nel file gesandb.properties');

      const prova = await t.http.get('/api/installation/verifydbconnection').query(impostazioni({ password: '' }));
      expect(prova.status).toBe(200);
      expect(prova.body.messaggio).toBe(`Connessione al database ${database} su 127.0.0.1:5432 riuscita`);
    });
  });

  it('writes a Java-style .properties file readable by its owner only, and never sends the password back', async () => {
    const percorso = join(configDir, 'gesandb.properties');
    expect((await stat(percorso)).mode & 0o777).toBe(0o600);
    const testo = await readFile(percorso, 'utf8');
    expect(testo).toContain('db.driver=postgresql\n');
    expect(testo).toContain('db.password=s3gr\\=t\\:o\n');
    expect(testo).toContain(`db.name=${database}\n`);

    const letto = await t.http.get('/api/installation/databasedata?fileName=gesandb.properties').set(bearer(admin));
    expect(letto.status).toBe(200);
    expect(letto.body.data).toEqual({ ...impostazioni(), driver: 'postgresql', databaseName: database, password: '', passwordImpostata: true });

    // a blank password on save keeps the stored one
    await t.http.post('/api/installation/databasedata').set(bearer(admin)).send(impostazioni({ password: '', host: 'localhost' }));
    const dopo = await readFile(percorso, 'utf8');
    expect(dopo).toContain('db.host=localhost\n');
    expect(dopo).toContain('db.password=s3gr\\=t\\:o\n');
  });

  it('reads a hand-written file with comments, blanks and continuation lines', async () => {
    await writeFile(
      join(configDir, 'manuale.properties'),
      '# impostazioni\n! altro commento\ndb.driver : mariadb\ndb.host   127.0.0.1\ndb.port=3306\ndb.username=root\ndb.name=te\\\n    st\n',
    );
    const res = await t.http.get('/api/installation/databasedata?fileName=manuale.properties').set(bearer(admin));
    expect(res.body.data).toEqual({
      fileName: 'manuale.properties',
      driverName: 'mariadb',
      host: '127.0.0.1',
      port: 3306,
      username: 'root',
      password: '',
      database: 'test',
      driver: 'mariadb',
      databaseName: 'test',
      passwordImpostata: false,
    });
  });

  it("takes spec 3's names driver and databaseName on save and test, and answers them on read; 403 without the permission", async () => {
    const spec = { fileName: 'spec.properties', driver: 'postgresql', host: '127.0.0.1', port: 5432, username: 'postgres', password: 's3gr=t:o', databaseName: database };
    const salvato = await t.http.post('/api/installation/databasedata').set(bearer(admin)).send(spec);
    expect(salvato.status).toBe(200);
    expect(salvato.body.messaggio).toBe('Impostazioni salvate nel file spec.properties');
    const testo = await readFile(join(configDir, 'spec.properties'), 'utf8');
    expect(testo).toContain('db.driver=postgresql\n');
    expect(testo).toContain(`db.name=${database}\n`);
    const letto = (await t.http.get('/api/installation/databasedata?fileName=spec.properties').set(bearer(admin))).body.data;
    expect(letto).toMatchObject({ driver: 'postgresql', databaseName: database, driverName: 'postgresql', database });

    const verifica = await t.http.get('/api/installation/verifydbconnection').query(spec).set(bearer(admin));
    expect(verifica.status).toBe(200);
    expect(verifica.body.messaggio).toContain('riuscita');

    const sbagliato = await t.http.post('/api/installation/databasedata').set(bearer(admin)).send({ ...spec, driver: 'oracle', databaseName: '' });
    expect(sbagliato.status).toBe(400);
    expect(sbagliato.body.messaggio).toContain('Il campo Driver ha un valore non consentito#');
    expect(sbagliato.body.messaggio).toContain('Il campo Database è obbligatorio#');
    const senza = await t.http.post('/api/installation/databasedata').set(bearer(admin)).send({ ...spec, driver: undefined, databaseName: undefined });
    expect(senza.status).toBe(400);
    expect(senza.body.messaggio).toBe('Il campo Driver ha un valore non consentito#Il campo Database è obbligatorio#');

    const operatore = await t.login('operatore');
    expect((await t.http.post('/api/installation/databasedata').set(bearer(operatore)).send(spec)).status).toBe(403);
    expect((await t.http.get('/api/installation/verifydbconnection').query(spec).set(bearer(operatore))).status).toBe(403);
  });

  it.each(['../etc/passwd.properties', '/etc/x.properties', 'gesandb.txt', '.nascosto.properties', 'a/b.properties', 'sub\\x.properties'])(
    'refuses the file name %s with 400',
    async (fileName) => {
      const res = await t.http.get('/api/installation/databasedata').query({ fileName }).set(bearer(admin));
      expect(res.status).toBe(400);
      expect(res.body.messaggio).toBe('Il nome del file deve essere un nome semplice che termina con .properties (es. gesandb.properties)#');
      const salva = await t.http.post('/api/installation/databasedata').set(bearer(admin)).send(impostazioni({ fileName }));
      expect(salva.status).toBe(400);
    },
  );

  it('checks the settings with Italian messages', async () => {
    const res = await t.http.post('/api/installation/databasedata').set(bearer(admin)).send(impostazioni({ driverName: 'oracle', port: 70000, host: '' }));
    expect(res.status).toBe(400);
    expect(res.body.messaggio).toContain('Il campo Driver ha un valore non consentito#');
    expect(res.body.messaggio).toContain('Il campo Porta deve essere tra 1 e 65535#');
    expect(res.body.messaggio).toContain('Il campo Host è obbligatorio#');
  });

  it('reports a failed PostgreSQL connection with the driver\'s reason', async () => {
    const porta = await t.http.get('/api/installation/verifydbconnection').query(impostazioni({ port: 1 })).set(bearer(admin));
    expect(porta.status).toBe(400);
    expect(porta.body.messaggio).toMatch(/^Connessione al database non riuscita: .*ECONNREFUSED/);
    const db = await t.http.get('/api/installation/verifydbconnection').query(impostazioni({ database: 'non_esiste_proprio' })).set(bearer(admin));
    expect(db.status).toBe(400);
    expect(db.body.messaggio).toBe('Connessione al database non riuscita: database "non_esiste_proprio" does not exist');
  });

  it('really connects to MariaDB, and reports its refusal', async () => {
    const mariadb = { driverName: 'mariadb', port: 3306, username: 'root', password: '', database: 'test', fileName: 'vuoto.properties' };
    const ok = await t.http.get('/api/installation/verifydbconnection').query(impostazioni(mariadb)).set(bearer(admin));
    expect(ok.status).toBe(200);
    expect(ok.body.messaggio).toBe('Connessione al database test su 127.0.0.1:3306 riuscita');
    const ko = await t.http.get('/api/installation/verifydbconnection').query(impostazioni({ ...mariadb, username: 'nessuno', password: 'x' })).set(bearer(admin));
    expect(ko.status).toBe(400);
    expect(ko.body.messaggio).toMatch(/^Connessione al database non riuscita: Access denied for user 'nessuno'/);
  });

  it('after installation needs a session and the installation permission', async () => {
    expect((await t.http.get('/api/installation/stato')).body.data).toEqual({ installata: true });
    for (const richiesta of [
      t.http.get('/api/installation/databasedrivers'),
      t.http.get('/api/installation/databasedata?fileName=gesandb.properties'),
      t.http.post('/api/installation/databasedata').send(impostazioni()),
      t.http.get('/api/installation/verifydbconnection').query(impostazioni()),
    ]) {
      const res = await richiesta;
      expect(res.status).toBe(401);
      expect(res.body.messaggio).toBe("La piattaforma è già installata: accedere per gestire l'installazione");
    }
    const operatore = await t.login('operatore');
    const vietato = await t.http.get('/api/installation/databasedata?fileName=gesandb.properties').set(bearer(operatore));
    expect(vietato.status).toBe(403);
    expect((await t.http.post('/api/installation/databasedata').set(bearer(operatore)).send(impostazioni())).status).toBe(403);
    expect((await t.http.get('/api/installation/databasedrivers').set(bearer(admin))).status).toBe(200);
  });
});
