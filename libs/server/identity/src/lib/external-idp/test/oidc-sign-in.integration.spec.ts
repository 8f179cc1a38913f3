import type Redis from 'ioredis';
import { REDIS } from '@registro/server-platform';
import { createTestApp, type TestApp, bearer } from '@registro/server-testing';
import {
  MESSAGGIO_ACCESSO_RIFIUTATO,
  MESSAGGIO_GESTORE_SCONOSCIUTO,
  MESSAGGIO_RICHIESTA_NON_VALIDA,
  MESSAGGIO_RISPOSTA_NON_VALIDA,
  MESSAGGIO_UTENTE_SCONOSCIUTO,
} from '../oidc-sign-in';
import { OidcRequests } from '../oidc-requests';
import { startTestOidcProvider, type TestOidcProvider } from './test-oidc-provider';

jest.setTimeout(60_000);

const PUBLIC_URL = 'http://registro.test';
const CALLBACK = `${PUBLIC_URL}/api/identitymanager/callback`;
const CF_OPERATORE = 'VRDLGU85C12F205I';

const percorso = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe('external identity manager over OpenID Connect (identitymanagerverify, login, callback)', () => {
  let t: TestApp;
  let op: TestOidcProvider;
  let redis: Redis;
  let admin: string;
  const envPrima = { OIDC_PROVIDERS: process.env['OIDC_PROVIDERS'], PUBLIC_URL: process.env['PUBLIC_URL'] };


  beforeAll(async () => {
    op = await startTestOidcProvider(CALLBACK);
    op.account.set('mario.rossi', { preferred_username: 'admin', name: 'Mario Rossi' });
    op.account.set('luigi.verdi', { fiscal_number: `TINIT-${CF_OPERATORE}` });
    op.account.set('estraneo', { preferred_username: 'nessuno', fiscal_number: 'TINIT-BNCGNN70E05L219E' });
    process.env['PUBLIC_URL'] = PUBLIC_URL;
    process.env['OIDC_PROVIDERS'] = JSON.stringify([
      { clientId: op.clientId, nome: 'Regione di test', issuer: op.issuer, clientSecret: op.clientSecret },
      { clientId: 'spento', nome: 'Gestore spento', issuer: 'http://127.0.0.1:9', clientSecret: 'x' },
    ]);
    t = await createTestApp();
    redis = t.app.get<Redis>(REDIS, { strict: false });
    admin = await t.login('admin');
    const operatore = await t.login('operatore');
    await t.http.put('/api/profilo').set(bearer(operatore)).send({ tipoIdentificativo: 'CF', identificativo: CF_OPERATORE }).expect(200);
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
    for (const [k, v] of Object.entries(envPrima)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  /** GET /api/identitymanager/login: the provider's authorization URL and the state it carries. */
  async function start(clientId = op.clientId) {
    const res = await t.http.get('/api/identitymanager/login').query({ clientId }).expect(302);
    const url = res.headers['location'] as string;
    const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    return { url, state: new URL(url).searchParams.get('state') as string, cookie };
  }

  /** Our callback, called by the browser that started the sign-in (with its cookie). */
  const richiama = (url: string, cookie: string) => t.http.get(percorso(url)).set('Cookie', cookie);

  /** The whole browser round trip up to our callback; answers the callback's response. */
  async function accedi(login: string) {
    const { url, cookie } = await start();
    return richiama(await op.accedi(url, login), cookie);
  }

  async function sessioniAperte(): Promise<number> {
    return (await redis.keys(`${t.config.redisPrefix}sessione:*`)).length;
  }

  async function accessiOidc(userId: number): Promise<Array<{ idp: string }>> {
    const { rows } = await t.db.pool.query(
      `SELECT data FROM events WHERE stream_id = $1 AND event_type = 'UserSignedIn' AND data->>'metodo' = 'OIDC' ORDER BY global_position`,
      [`signins-${userId}`],
    );
    return rows.map((r) => r.data);
  }

  it('identitymanagerverify answers the identity manager chosen by clientId, without its secret', async () => {
    const res = await t.http.get('/api/identitymanagerverify').query({ id: op.clientId }).expect(200);
    expect(res.body.data).toEqual({
      clientId: op.clientId,
      nome: 'Regione di test',
      authorizationUrl: `/api/identitymanager/login?clientId=${op.clientId}`,
    });
    expect(JSON.stringify(res.body)).not.toContain(op.clientSecret);
  });

  it('an unknown clientId gets 404 with an Italian message, on verify and on login', async () => {
    const verifica = await t.http.get('/api/identitymanagerverify').query({ id: 'sconosciuto' }).expect(404);
    expect(verifica.body.messaggio).toContain(MESSAGGIO_GESTORE_SCONOSCIUTO);
    const senzaId = await t.http.get('/api/identitymanagerverify').expect(400);
    expect(senzaId.body.messaggio).toContain('Parametro id obbligatorio');
    const login = await t.http.get('/api/identitymanager/login').query({ clientId: 'sconosciuto' }).expect(404);
    expect(login.text).toContain(MESSAGGIO_GESTORE_SCONOSCIUTO);
  });

  it('an unreachable identity manager gets a 502 page, not a crash', async () => {
    const login = await t.http.get('/api/identitymanager/login').query({ clientId: 'spento' }).expect(502);
    expect(login.text).toContain('Gestore delle identità non raggiungibile');
  });

  it('login redirects to the provider with PKCE S256, state and nonce; the state waits in Redis at most 10 minutes', async () => {
    const { url, state } = await start();
    const u = new URL(url);
    expect(u.origin).toBe(op.issuer);
    expect(u.searchParams.get('client_id')).toBe(op.clientId);
    expect(u.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(u.searchParams.get('response_type')).toBe('code');
    expect(u.searchParams.get('code_challenge_method')).toBe('S256');
    expect(u.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(u.searchParams.get('nonce')).toBeTruthy();
    expect(u.searchParams.get('scope')).toBe('openid profile');
    const ttl = await redis.ttl(new OidcRequests(redis, t.config.redisPrefix).key(state));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('signs admin in end to end: provider login and consent → callback → /login?code= → GET /api/spidlogin → session of type A', async () => {
    const prima = (await accessiOidc(1)).length;
    const callback = await accedi('mario.rossi');
    expect(callback.status).toBe(302);
    const location = new URL(callback.headers['location']);
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/login`);
    const code = location.searchParams.get('code') as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const scambio = await t.http.get('/api/spidlogin').query({ code }).expect(200);
    const token = scambio.body.data as string;
    const profilo = await t.http.get('/api/users/profile').set(bearer(token)).expect(200);
    expect(profilo.body.data.username).toBe('admin');
    const controllo = await t.http.get('/api/sessioncontrol').set(bearer(token)).expect(200);
    expect(controllo.body.data).toEqual({ valida: true, sessionType: 'A' });
    const accessi = await accessiOidc(1);
    expect(accessi).toHaveLength(prima + 1);
    expect(accessi[accessi.length - 1]).toMatchObject({ metodo: 'OIDC', idp: op.clientId });
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'users', idRisorsa: 1 }).set(bearer(token)).expect(200);
    expect(storia.body.data.list.at(-1).modifiche).toMatch(new RegExp(`^Accesso effettuato con il gestore di identità ${op.clientId} da `));

    // the code works once
    await t.http.get('/api/spidlogin').query({ code }).expect(401);
    // an OIDC session is an ordinary one at logout
    const logout = await t.http.get('/api/logout').set(bearer(token)).expect(200);
    expect(logout.body.data).toEqual({ spidSession: false });
  });

  it('signs a user in by the fiscal code claim when no username claim matches', async () => {
    const callback = await accedi('luigi.verdi');
    expect(callback.status).toBe(302);
    const code = new URL(callback.headers['location']).searchParams.get('code');
    const token = (await t.http.get('/api/spidlogin').query({ code }).expect(200)).body.data as string;
    const profilo = await t.http.get('/api/users/profile').set(bearer(token)).expect(200);
    expect(profilo.body.data.username).toBe('operatore');
  });

  it('ignores the parameters a provider adds to the callback (Keycloak session_state, Google authuser), as OAuth 2.0 asks', async () => {
    const { url, cookie } = await start();
    const callback = new URL(await op.accedi(url, 'mario.rossi'));
    callback.searchParams.set('session_state', 'a1b2c3');
    callback.searchParams.set('authuser', '0');
    const res = await richiama(callback.toString(), cookie);
    expect(res.status).toBe(302);
    expect(new URL(res.headers['location']).searchParams.get('code')).toBeTruthy();
  });

  it('refuses a replayed state: the second callback gets a 400 page and no code', async () => {
    const { url, cookie } = await start();
    const callback = await op.accedi(url, 'mario.rossi');
    expect((await richiama(callback, cookie)).status).toBe(302);
    const sessioni = await sessioniAperte();
    const replay = await richiama(callback, cookie).expect(400);
    expect(replay.headers['location']).toBeUndefined();
    expect(replay.text).toContain(MESSAGGIO_RICHIESTA_NON_VALIDA.replace("'", '&#39;'));
    expect(await sessioniAperte()).toBe(sessioni);
  });

  it('refuses a tampered state and a state it never issued', async () => {
    const { url, cookie } = await start();
    const callback = new URL(await op.accedi(url, 'mario.rossi'));
    const state = callback.searchParams.get('state') as string;
    const altro = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;
    callback.searchParams.set('state', altro);
    const alterato = await richiama(callback.toString(), cookie).expect(400);
    expect(alterato.text).toContain('Richiesta di accesso non valida o scaduta');
    const ancheNelCookie = await richiama(callback.toString(), `registro_oidc_state=${altro}`).expect(400);
    expect(ancheNelCookie.text).toContain('Richiesta di accesso non valida o scaduta');
    await t.http.get('/api/identitymanager/callback').query({ code: 'x' }).expect(400);
  });

  it('refuses a callback in a browser that did not start that sign-in (login CSRF)', async () => {
    const { url, cookie } = await start();
    const callback = await op.accedi(url, 'mario.rossi');
    const altroBrowser = await t.http.get(percorso(callback)).expect(400);
    expect(altroBrowser.headers['location']).toBeUndefined();
    const { cookie: altroCookie } = await start();
    await richiama(callback, altroCookie).expect(400);
    // the browser that started it still completes it
    expect((await richiama(callback, cookie)).status).toBe(302);
  });

  it('remembers the state in an HttpOnly, SameSite=Lax cookie limited to the sign-in paths', async () => {
    const res = await t.http.get('/api/identitymanager/login').query({ clientId: op.clientId }).expect(302);
    const [cookie] = res.headers['set-cookie'] as unknown as string[];
    expect(cookie).toMatch(/^registro_oidc_state=[A-Za-z0-9_-]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/identitymanager/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('refuses an ID token whose nonce is not the one of the request (401 page, no code)', async () => {
    const { url, state, cookie } = await start();
    const richieste = new OidcRequests(redis, t.config.redisPrefix);
    const salvata = JSON.parse((await redis.get(richieste.key(state))) as string);
    await redis.set(richieste.key(state), JSON.stringify({ ...salvata, nonce: 'un-altro-nonce' }), 'EX', 600);
    const callback = await richiama(await op.accedi(url, 'mario.rossi'), cookie).expect(401);
    expect(callback.headers['location']).toBeUndefined();
    expect(callback.text).toContain(MESSAGGIO_RISPOSTA_NON_VALIDA);
  });

  it('refuses an ID token whose signature does not verify against the provider keys (401 page, no session)', async () => {
    const sessioni = await sessioniAperte();
    op.falsificaFirma = true;
    try {
      const callback = await accedi('mario.rossi');
      expect(callback.status).toBe(401);
      expect(callback.headers['location']).toBeUndefined();
      expect(callback.text).toContain(MESSAGGIO_RISPOSTA_NON_VALIDA);
    } finally {
      op.falsificaFirma = false;
    }
    expect(await sessioniAperte()).toBe(sessioni);
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const { url, state, cookie } = await start();
    const richieste = new OidcRequests(redis, t.config.redisPrefix);
    const salvata = JSON.parse((await redis.get(richieste.key(state))) as string);
    await redis.set(richieste.key(state), JSON.stringify({ ...salvata, codeVerifier: 'v'.repeat(43) }), 'EX', 600);
    const callback = await richiama(await op.accedi(url, 'mario.rossi'), cookie);
    expect(callback.status).toBe(401);
    expect(callback.headers['location']).toBeUndefined();
    expect(callback.text).toContain(MESSAGGIO_ACCESSO_RIFIUTATO);
  });

  it('refuses an identity matching no Registro user: 403 page in Italian, no session', async () => {
    const sessioni = await sessioniAperte();
    const callback = await accedi('estraneo');
    expect(callback.status).toBe(403);
    expect(callback.headers['content-type']).toMatch(/text\/html/);
    expect(callback.text).toContain(MESSAGGIO_UTENTE_SCONOSCIUTO.replace("'", '&#39;'));
    expect(await sessioniAperte()).toBe(sessioni);
  });

  it('refuses an inactive user with the password sign-in message: 403 page, no session', async () => {
    const { rows } = await t.db.pool.query(`SELECT id FROM utenti WHERE username = 'operatore'`);
    const id = rows[0].id as number;
    await t.http.put(`/api/users/attiva/${id}`).set(bearer(admin)).expect(200);
    try {
      const sessioni = await sessioniAperte();
      const callback = await accedi('luigi.verdi');
      expect(callback.status).toBe(403);
      expect(callback.text).toContain('Utente non attivo');
      expect(await sessioniAperte()).toBe(sessioni);
    } finally {
      await t.http.put(`/api/users/attiva/${id}`).set(bearer(admin)).expect(200);
    }
  });
});
