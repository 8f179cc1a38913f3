import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { REDIS } from '@registro/server-platform';
import { createTestApp, type TestApp, basic } from '@registro/server-testing';
import { CreateUserHandler } from '../lib/users/save-user/create-user';
import { DemoSeeder } from '../lib/seed/demo-seeder';

jest.setTimeout(60_000);


describe('sign-in and sessions (real PostgreSQL and Redis)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('running the demo seed twice changes nothing', async () => {
    const eventi = async () => (await t.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n;
    const prima = await eventi();
    await t.app.get(DemoSeeder).run();
    await t.app.get(DemoSeeder).run();
    expect(await eventi()).toBe(prima);
    const utenti = await t.db.pool.query('SELECT username FROM utenti ORDER BY id');
    expect(utenti.rows.map((r) => r.username)).toEqual(['admin', 'operatore', 'paziente', 'cliente']);
    const gruppi = await t.db.pool.query('SELECT id, nome FROM gruppi ORDER BY id');
    expect(gruppi.rows).toEqual([
      { id: 1, nome: 'Amministratori' },
      { id: 2, nome: 'Operatori' },
      { id: 3, nome: 'Pazienti' },
      { id: 4, nome: 'CLIENTE' },
    ]);
  });

  const token = (username: string, password: string) =>
    t.http
      .post('/api/token')
      .set('Authorization', basic(username, password))
      .type('form')
      .send({ grant_type: 'password', client_id: 'registro', client_secret: '', username });

  it('signs in admin with a 43-character base64url token', async () => {
    const res = await token('admin', t.config.adminPassword);
    expect(res.status).toBe(200);
    expect(res.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.token_type).toBe('Bearer');
    expect(res.body.expires_in).toBe(1800);
  });

  it('gives a new token at each sign-in', async () => {
    const a = await t.login('admin');
    const b = await t.login('admin');
    expect(a).not.toBe(b);
  });

  it('lets the same user sign in several times at once (no 409 on the shared stream)', async () => {
    const risposte = await Promise.all(Array.from({ length: 4 }, () => token('admin', t.config.adminPassword)));
    expect(risposte.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(risposte.map((r) => r.body.access_token)).size).toBe(4);
  });

  it('answers a wrong password and an unknown user with the identical 401 body', async () => {
    const sbagliata = await token('admin', 'non-la-password');
    const sconosciuto = await token('nessuno', 'non-la-password');
    expect(sbagliata.status).toBe(401);
    expect(sconosciuto.status).toBe(401);
    expect(sbagliata.body).toEqual({ messaggio: 'Username o password non validi', tipoErrore: 'CREDENZIALI_ERRATE' });
    expect(sconosciuto.body).toEqual(sbagliata.body);
  });

  it('refuses a request without the Basic header with an Italian message', async () => {
    const res = await t.http.post('/api/token').type('form').send({ grant_type: 'password' });
    expect(res.status).toBe(400);
    expect(res.body.messaggio).toMatch(/Authorization Basic/);
  });

  it('refuses an empty password and a wrong grant_type in Italian', async () => {
    const vuota = await token('admin', '');
    expect(vuota.status).toBe(400);
    expect(vuota.body.messaggio).toBe('Il campo password è obbligatorio#');
    const grant = await t.http
      .post('/api/token')
      .set('Authorization', basic('admin', t.config.adminPassword))
      .type('form')
      .send({ grant_type: 'client_credentials' });
    expect(grant.status).toBe(400);
    expect(grant.body.messaggio).toContain('grant_type');
  });

  it('tells an inactive or expired user why, once the password is right', async () => {
    const utenti = t.app.get(CreateUserHandler, { strict: false });
    const nuovo = (username: string, extra: object) =>
      utenti.create({ username, firstname: 'Prova', lastname: 'Utente', password: 'segreta', gruppoId: 2, ...extra }, { userName: 'test' });
    await nuovo('disattivato', { attivo: false });
    await nuovo('scaduto', { scadenzaUtenza: new Date(Date.now() - 60_000) });

    const disattivato = await token('disattivato', 'segreta');
    expect(disattivato.status).toBe(401);
    expect(disattivato.body).toEqual({ messaggio: "Utente non attivo: contattare l'amministratore", tipoErrore: 'USER_BLOCKED' });
    const scaduto = await token('scaduto', 'segreta');
    expect(scaduto.body).toEqual({ messaggio: "Utenza scaduta: contattare l'amministratore", tipoErrore: 'USER_BLOCKED' });
    // a wrong password reveals nothing about the account's state
    expect((await token('disattivato', 'altra')).body.tipoErrore).toBe('CREDENZIALI_ERRATE');
  });

  it('accepts the token in the header and in the authToken query parameter, and not after logout', async () => {
    const tk = await t.login('operatore');
    const conHeader = await t.http.get('/api/sessioncontrol').set('Authorization', `Bearer ${tk}`);
    expect(conHeader.status).toBe(200);
    expect(conHeader.body).toEqual({ data: { valida: true, sessionType: 'A' } });
    const conQuery = await t.http.get(`/api/validate?authToken=${tk}`);
    expect(conQuery.status).toBe(200);
    const tipo = await t.http.get(`/api/session/${tk}`).set('Authorization', `Bearer ${tk}`);
    expect(tipo.body).toEqual({ data: { sessionType: 'A' } });
    // a token of another shape was never a session: 401, as an unknown one, whatever its length
    for (const altro of [`${tk}x`, 'x'.repeat(5000), tk.replace(/^./, '!')]) {
      const risposta = await t.http.get(`/api/session/${encodeURIComponent(altro)}`).set('Authorization', `Bearer ${tk}`);
      expect([risposta.status, risposta.body.messaggio]).toEqual([401, 'Sessione non valida o scaduta']);
    }

    const logout = await t.http.get('/api/logout').set('Authorization', `Bearer ${tk}`);
    expect(logout.status).toBe(200);
    // spec 1 §7 "response spidSession" at the top, the web's copy under data
    expect(logout.body).toEqual({ spidSession: false, data: { spidSession: false } });
    const dopo = await t.http.get('/api/sessioncontrol').set('Authorization', `Bearer ${tk}`);
    expect(dopo.status).toBe(401);
    expect(dopo.body.messaggio).toBeTruthy();
  });

  it('answers 401 to a made-up token', async () => {
    const res = await t.http.get('/api/sessioncontrol').set('Authorization', `Bearer ${'x'.repeat(43)}`);
    expect(res.status).toBe(401);
  });

  it('stores only the hash of the token in Redis, with the idle expiry', async () => {
    const tk = await t.login('admin');
    const redis = t.app.get<Redis>(REDIS);
    const keys = await redis.keys(`${t.config.redisPrefix}*`);
    expect(keys.some((k) => k.includes(tk))).toBe(false);
    const key = `${t.config.redisPrefix}sessione:${createHash('sha256').update(tk).digest('hex')}`;
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
  });

});
