import Redis from 'ioredis';
import { Pool } from 'pg';
import type { ParametroCaricato, ParametroConfigurazione } from '@registro/contracts';
import { guardPgPool, rebuildProjection } from '@registro/server-event-store';
import { ParametriConfigurazione, parametriProjection } from '@registro/server-platform';
import { basic, bearer, createTestApp, type TestApp } from '@registro/server-testing';

jest.setTimeout(120_000);

/** /api/configparameter: stored parameters, the values in memory, and the behaviour they drive. */
describe('configuration parameters (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    operatore = await t.login('operatore');
  });
  afterAll(() => t?.close());

  const token = (username: string, password: string) =>
    t.http
      .post('/api/token')
      .set('Authorization', basic(username, password))
      .type('form')
      .send({ grant_type: 'password', client_id: 'registro', client_secret: '', username });

  const parametro = async (nome: string): Promise<ParametroConfigurazione> => {
    const res = await t.http.get('/api/configparameter').query({ nome }).set(bearer(admin));
    return (res.body.data.list as ParametroConfigurazione[]).find((p) => p.nome === nome) as ParametroConfigurazione;
  };
  const imposta = async (nome: string, valore: string) => {
    const p = await parametro(nome);
    const res = await t.http.put(`/api/configparameter/${p.id}`).set(bearer(admin)).send({ ...p, parametro: valore });
    expect(res.status).toBe(200);
  };
  const caricato = async (nome: string): Promise<ParametroCaricato> => {
    const res = await t.http.get('/api/configparameter/loaded').set(bearer(admin));
    return (res.body.data.list as ParametroCaricato[]).find((p) => p.nome === nome) as ParametroCaricato;
  };

  it('lists the seeded parameters 30 per page, filters by name, and shows one', async () => {
    const res = await t.http.get('/api/configparameter').set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((p: ParametroConfigurazione) => p.nome)).toEqual(
      expect.arrayContaining(['LOCKOUT_THRESHOLD', 'MENU_CAMBIO_PASSWORD', 'MENU_PROFILO', 'PASSWORD_EXPIRY_DAYS', 'TWO_FACTOR']),
    );
    const soglia = await parametro('LOCKOUT_THRESHOLD');
    expect(soglia).toMatchObject({ tipo: 'NUMERO', parametro: '5' });
    const filtrati = await t.http.get('/api/configparameter').query({ nome: 'menu_' }).set(bearer(admin));
    expect(filtrati.body.data.recordsNumber).toBe(2);
    expect((await t.http.get(`/api/configparameter/${soglia.id}`).set(bearer(admin))).body.data).toEqual(soglia);
    expect((await t.http.get('/api/configparameter/999999').set(bearer(admin))).status).toBe(404);
  });

  it('creates, updates and deletes a parameter with its history; refuses invalid JSON with line and column, and duplicate names', async () => {
    const nuovo = await t.http
      .post('/api/configparameter')
      .set(bearer(admin))
      .send({ nome: 'COLORI_TEMA', tipo: 'JSON', note: 'prova', parametro: '{"primario": "#123456"}' });
    expect(nuovo.status).toBe(201);
    const id = nuovo.body.data.id as number;
    expect((await caricato('COLORI_TEMA')).valore).toBe('{\n  "primario": "#123456"\n}');

    const invalido = await t.http.put(`/api/configparameter/${id}`).set(bearer(admin)).send({ nome: 'COLORI_TEMA', parametro: '{\n  "primario": "#123456"\n  "secondario": 1\n}' });
    expect(invalido.status).toBe(400);
    expect(invalido.body).toMatchObject({ messaggio: 'JSON non valido alla riga 3, colonna 3#', riga: 3, colonna: 3 });

    const doppio = await t.http.post('/api/configparameter').set(bearer(admin)).send({ nome: 'colori_tema', parametro: '1' });
    expect(doppio.status).toBe(409);
    expect(doppio.body.messaggio).toBe('Esiste già un parametro con questo nome');

    expect((await t.http.put(`/api/configparameter/${id}`).set(bearer(admin)).send({ nome: 'COLORI_TEMA', tipo: 'JSON', note: 'prova', parametro: '[1, 2]' })).status).toBe(200);
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'configparameter', idRisorsa: id }).set(bearer(admin));
    expect(storia.status).toBe(200);
    expect(JSON.stringify(storia.body)).toContain('[1, 2]');

    expect((await t.http.delete(`/api/configparameter/${id}`).set(bearer(admin))).status).toBe(200);
    expect((await t.http.get(`/api/configparameter/${id}`).set(bearer(admin))).status).toBe(404);
    expect(await caricato('COLORI_TEMA')).toBeUndefined();
  });

  it('refuses every call to a user without the configparameter permissions', async () => {
    const p = await parametro('TWO_FACTOR');
    for (const res of [
      await t.http.get('/api/configparameter').set(bearer(operatore)),
      await t.http.get('/api/configparameter/loaded').set(bearer(operatore)),
      await t.http.get(`/api/configparameter/${p.id}`).set(bearer(operatore)),
      await t.http.post('/api/configparameter').set(bearer(operatore)).send({ nome: 'X', parametro: '1' }),
      await t.http.put(`/api/configparameter/${p.id}`).set(bearer(operatore)).send({ ...p, parametro: 'true' }),
      await t.http.delete(`/api/configparameter/${p.id}`).set(bearer(operatore)),
    ])
      expect(res.status).toBe(403);
    expect((await t.http.get('/api/configparameter')).status).toBe(401);
  });

  it('changes the lockout threshold at once: a PUT of LOCKOUT_THRESHOLD blocks after that many wrong passwords', async () => {
    await imposta('LOCKOUT_THRESHOLD', '2');
    expect(await caricato('LOCKOUT_THRESHOLD')).toMatchObject({ valore: '2', origine: 'parametro' });
    await t.http.post('/api/users').set(bearer(admin)).send({ username: 'soglia2', firstname: 'Prova', lastname: 'Soglia', email: 'soglia2@example.com', password: 'Segreta123', verificaPassword: 'Segreta123', idGruppo: 2, attivo: true });
    await token('soglia2', 'Errata1xx');
    expect((await token('soglia2', 'Segreta123')).status).toBe(200); // one failure, then a success resets the count
    await token('soglia2', 'Errata1xx');
    await token('soglia2', 'Errata2xx');
    expect((await token('soglia2', 'Segreta123')).body.tipoErrore).toBe('USER_BLOCKED');
    await imposta('LOCKOUT_THRESHOLD', '5');
  });

  it('switches two-factor on and off through TWO_FACTOR without a restart', async () => {
    await t.http.post('/api/users').set(bearer(admin)).send({ username: 'otp1', firstname: 'Prova', lastname: 'Otp', email: 'otp1@example.com', password: 'Segreta123', verificaPassword: 'Segreta123', idGruppo: 2, attivo: true });
    await t.db.pool.query(`UPDATE utenti SET totp_segreto = 'iscritto' WHERE username = 'otp1'`);
    expect((await token('otp1', 'Segreta123')).status).toBe(200);
    await imposta('TWO_FACTOR', 'true');
    expect((await token('otp1', 'Segreta123')).body.tipoErrore).toBe('TWO_FACTORY_AUTHENTICATOR');
    await imposta('TWO_FACTOR', 'false');
    expect((await token('otp1', 'Segreta123')).status).toBe(200);
  });

  it('lets an environment variable win over the stored value, and says so', async () => {
    process.env['LOCKOUT_THRESHOLD'] = '7';
    try {
      expect(await caricato('LOCKOUT_THRESHOLD')).toMatchObject({ valore: '"7"', origine: 'ambiente', variabileAmbiente: 'LOCKOUT_THRESHOLD' });
    } finally {
      delete process.env['LOCKOUT_THRESHOLD'];
    }
    expect((await caricato('LOCKOUT_THRESHOLD')).origine).toBe('parametro');
  });

  it('drives the profile and password entries of the user menu', async () => {
    const menu = async () => (await t.http.get('/api/users/profile').set(bearer(operatore))).body.data.opzioniMenu;
    expect(await menu()).toEqual({ cambioPassword: true, profilo: true });
    await imposta('MENU_PROFILO', 'false');
    expect(await menu()).toEqual({ cambioPassword: true, profilo: false });
    await imposta('MENU_PROFILO', 'true');
  });

  it('rebuilds the parameters read model from the events alone, seeded defaults included', async () => {
    const righe = () => t.db.pool.query('SELECT * FROM parametri_configurazione ORDER BY id').then((r) => r.rows);
    const prima = await righe();
    expect(prima.length).toBeGreaterThanOrEqual(5);
    await rebuildProjection(t.db.pool, parametriProjection);
    expect(await righe()).toEqual(prima);
  });

  it('reloads in another process sharing the database and Redis when a parameter changes', async () => {
    // the test database is dropped WITH (FORCE) at the end: a connection it terminates (57P01) is expected
    const pool = guardPgPool(new Pool({ connectionString: t.db.url, max: 2 }), (e) => {
      if (e.code !== '57P01') console.error(`second process's pool: ${e.message}`);
    });
    const redis = new Redis(t.config.redisUrl);
    const altro = new ParametriConfigurazione(pool, redis, t.config);
    try {
      await altro.onModuleInit();
      expect(altro.read('PASSWORD_EXPIRY_DAYS')).toEqual({ valore: 90, origine: 'parametro' });
      await imposta('PASSWORD_EXPIRY_DAYS', '30');
      await waitFor(() => altro.read('PASSWORD_EXPIRY_DAYS').valore === 30);
      expect(altro.caricati().find((p) => p.nome === 'PASSWORD_EXPIRY_DAYS')).toMatchObject({ valore: '30', origine: 'parametro' });
    } finally {
      await altro.onApplicationShutdown();
      redis.disconnect();
      await pool.end();
    }
  });
});

async function waitFor(condizione: () => boolean, ms = 5000): Promise<void> {
  const fine = Date.now() + ms;
  while (!condizione()) {
    if (Date.now() > fine) throw new Error('condizione non raggiunta in tempo');
    await new Promise((r) => setTimeout(r, 50));
  }
}
