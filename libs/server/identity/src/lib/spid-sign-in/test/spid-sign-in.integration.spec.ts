import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { REDIS } from '@registro/server-platform';
import { SPID_CONFIG, SPID_TEST_IDP, type SpidConfig, type TestIdp, TEST_USER } from '@registro/server-spid';
import { createTestApp, type TestApp, bearer } from '@registro/server-testing';

jest.setTimeout(60_000);

const CF_ADMIN = 'RSSMRA80A01H501U';
const CF_OPERATORE = 'VRDLGU85C12F205I';
const CF_SCONOSCIUTO = 'BNCGNN70E05L219E';

/** The value of a hidden field of an auto-submitting form page. */
function campo(html: string, nome: string): string {
  const match = new RegExp(`name="${nome}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`campo ${nome} assente`);
  return match[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

function azione(html: string): string {
  const match = /<form[^>]*action="([^"]*)"/.exec(html);
  if (!match) throw new Error('modulo assente');
  return match[1].replace(/&amp;/g, '&');
}

const percorso = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe('SPID sign-in wired into Registro (dev IdP, ACS, GET /api/spidlogin, logout)', () => {
  let t: TestApp;
  let idp: TestIdp;
  let spid: SpidConfig;
  let admin: string;


  beforeAll(async () => {
    t = await createTestApp();
    idp = t.app.get<TestIdp>(SPID_TEST_IDP, { strict: false });
    spid = t.app.get<SpidConfig>(SPID_CONFIG, { strict: false });
    admin = await t.login('admin');
    await t.http.put('/api/profilo').set(bearer(admin)).send({ tipoIdentificativo: 'CF', identificativo: CF_ADMIN }).expect(200);
    const operatore = await t.login('operatore');
    await t.http.put('/api/profilo').set(bearer(operatore)).send({ tipoIdentificativo: 'CF', identificativo: CF_OPERATORE }).expect(200);
  });
  afterAll(() => t?.close());

  /** GET /api/spid/login for the development IdP: the signed AuthnRequest's form fields. */
  async function startSignIn() {
    const login = await t.http.get('/api/spid/login').query({ idp: idp.entityId, level: 'SpidL2' }).expect(200);
    expect(azione(login.text)).toBe(`${idp.entityId}/sso`);
    return { SAMLRequest: campo(login.text, 'SAMLRequest'), RelayState: campo(login.text, 'RelayState') };
  }

  /** The IdP's signed Response for that fiscal code, as its auto-submit form would post it to the ACS. */
  async function idpResponse(cf: string, options: { nameId?: string } = {}) {
    const campi = await startSignIn();
    const xml = idp.response(idp.readAuthnRequest(campi.SAMLRequest), spid, {
      utente: { ...TEST_USER, fiscalNumber: `TINIT-${cf}` },
      ...options,
    });
    return { SAMLResponse: Buffer.from(xml).toString('base64'), RelayState: campi.RelayState };
  }

  /** The SessionIndex the IdP gave in that Response, which its own logout request names. */
  function sessionIndexOf(risposta: { SAMLResponse: string }): string {
    const xml = Buffer.from(risposta.SAMLResponse, 'base64').toString('utf8');
    return /SessionIndex="([^"]+)"/.exec(xml)?.[1] ?? '';
  }

  async function eventiAccessoSpid(userId: number): Promise<number> {
    const { rows } = await t.db.pool.query(
      `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = 'UserSignedIn' AND data->>'metodo' = 'SPID'`,
      [`signins-${userId}`],
    );
    return rows[0].n;
  }

  it('lists the development IdP for the "Entra con SPID" button', async () => {
    const res = await t.http.get('/api/spid/idps').expect(200);
    expect(res.body.data).toContainEqual({ entityID: `${spid.publicUrl}/spid-test-idp`, name: 'IdP di test Registro' });
  });

  it('signs admin in end to end through the development IdP pages: ACS → /login?code= → token of a SPID session', async () => {
    const campi = await startSignIn();
    const pagina = await t.http.post('/spid-test-idp/sso').type('form').send(campi).expect(200);
    expect(pagina.text).toContain('Utente di test');
    const conferma = await t.http
      .post('/spid-test-idp/sso/conferma')
      .type('form')
      .send({ ...campi, codiceFiscale: CF_ADMIN.toLowerCase(), nome: 'Super', cognome: 'Administrator', email: 'admin@registro.local', azione: 'accedi' })
      .expect(200);
    expect(azione(conferma.text)).toBe(spid.acsUrl);

    const acs = await t.http
      .post(percorso(azione(conferma.text)))
      .type('form')
      .send({ SAMLResponse: campo(conferma.text, 'SAMLResponse'), RelayState: campo(conferma.text, 'RelayState') })
      .expect(303);
    const location = new URL(acs.headers['location']);
    expect(`${location.origin}${location.pathname}`).toBe(`${spid.publicUrl}/login`);
    const code = location.searchParams.get('code') as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Redis keeps only the code's hash, for at most 60 s
    const redis = t.app.get<Redis>(REDIS, { strict: false });
    const hash = createHash('sha256').update(code).digest('hex');
    const ttl = await redis.pttl(`${t.config.redisPrefix}spid-codice:${hash}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await redis.keys(`${t.config.redisPrefix}*${code}*`)).toEqual([]);

    const prima = await eventiAccessoSpid(1);
    const scambio = await t.http.get('/api/spidlogin').query({ code }).expect(200);
    const token = scambio.body.data as string;
    expect(typeof token).toBe('string');

    const profilo = await t.http.get('/api/users/profile').set(bearer(token)).expect(200);
    expect(profilo.body.data.username).toBe('admin');
    const controllo = await t.http.get('/api/sessioncontrol').set(bearer(token)).expect(200);
    expect(controllo.body.data).toEqual({ valida: true, sessionType: 'S' });
    expect(await eventiAccessoSpid(1)).toBe(prima + 1);
    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'users', idRisorsa: 1 }).set(bearer(admin)).expect(200);
    expect(storia.body.data.list.at(-1).modifiche).toMatch(/^Accesso effettuato con SPID \(SpidL2, .+\) da /);

    // the code works once
    const riuso = await t.http.get('/api/spidlogin').query({ code });
    expect(riuso.status).toBe(401);
    expect(riuso.body.messaggio).toBe('Codice non valido o scaduto');
  });

  it('refuses a posted form with a field that is not text, or one SAML does not post, with 400 naming it', async () => {
    const annidato = await t.http.post('/api/spid/acs').type('form').send('SAMLResponse[a]=b');
    expect(annidato.status).toBe(400);
    expect(annidato.body.messaggio).toContain('SAMLResponse');
    const estraneo = await t.http.post('/api/spid/acs').type('form').send({ ...(await idpResponse(CF_ADMIN)), altro: '1' });
    expect(estraneo.status).toBe(400);
    expect(estraneo.body.messaggio).toContain('altro');
  });

  it('refuses an unknown, missing or malformed code with 401', async () => {
    for (const query of [{ code: 'x'.repeat(43) }, {}, { code: 'non-valido' }]) {
      const res = await t.http.get('/api/spidlogin').query(query);
      expect(res.status).toBe(401);
      expect(res.body.messaggio).toBe('Codice non valido o scaduto');
    }
  });

  it('logout of a SPID session goes through the IdP; the Registro session is over', async () => {
    const acs = await t.http.post('/api/spid/acs').type('form').send(await idpResponse(CF_ADMIN)).expect(303);
    const code = new URL(acs.headers['location']).searchParams.get('code');
    const token = (await t.http.get('/api/spidlogin').query({ code }).expect(200)).body.data as string;

    const logout = await t.http.get('/api/logout').set(bearer(token)).expect(200);
    expect(logout.body.data).toEqual({ spidSession: true, logoutUrl: expect.stringMatching(/^\/api\/spid\/logout\?sessione=.+/) });
    await t.http.get('/api/sessioncontrol').set(bearer(token)).expect(401);

    // the browser follows logoutUrl: a signed LogoutRequest posted to the IdP's SingleLogoutService
    const uscita = await t.http.get(logout.body.data.logoutUrl).expect(200);
    expect(azione(uscita.text)).toBe(idp.sloUrl);
    expect(campo(uscita.text, 'SAMLRequest')).toBeTruthy();
  });

  it('logout of a password session stays spidSession false', async () => {
    const token = await t.login('admin');
    const logout = await t.http.get('/api/logout').set(bearer(token)).expect(200);
    expect(logout.body.data).toEqual({ spidSession: false });
  });

  it('a logout started by the IdP ends the Registro session opened with that SPID session', async () => {
    const risposta = await idpResponse(CF_ADMIN, { nameId: 'nameid-logout-idp' });
    const acs = await t.http.post('/api/spid/acs').type('form').send(risposta).expect(303);
    const code = new URL(acs.headers['location']).searchParams.get('code');
    const token = (await t.http.get('/api/spidlogin').query({ code }).expect(200)).body.data as string;
    await t.http.get('/api/sessioncontrol').set(bearer(token)).expect(200);

    const richiesta = idp.logoutRequest(spid.sloUrl, 'nameid-logout-idp', sessionIndexOf(risposta));
    const res = await t.http
      .post('/api/spid/logout')
      .type('form')
      .send({ SAMLRequest: Buffer.from(richiesta).toString('base64') })
      .expect(200);
    expect(azione(res.text)).toBe(idp.sloUrl);
    await t.http.get('/api/sessioncontrol').set(bearer(token)).expect(401);
  });

  it('an unknown fiscal code gets a 4xx page with a clear message and no code, no session', async () => {
    const sessioniPrima = (await t.http.get('/api/session').set(bearer(admin)).expect(200)).body.data.recordsNumber;
    const acs = await t.http.post('/api/spid/acs').type('form').send(await idpResponse(CF_SCONOSCIUTO));
    expect(acs.status).toBe(403);
    expect(acs.headers['location']).toBeUndefined();
    expect(acs.text).toContain('Nessun utente registrato con questo codice fiscale');
    const sessioniDopo = (await t.http.get('/api/session').set(bearer(admin)).expect(200)).body.data.recordsNumber;
    expect(sessioniDopo).toBe(sessioniPrima);
  });

  it('an inactive user is refused with the message of the password sign-in', async () => {
    await t.http.put('/api/users/attiva/2').set(bearer(admin)).expect(200);
    try {
      const acs = await t.http.post('/api/spid/acs').type('form').send(await idpResponse(CF_OPERATORE));
      expect(acs.status).toBe(403);
      expect(acs.text).toContain('Utente non attivo: contattare l&apos;amministratore');
      expect(await eventiAccessoSpid(2)).toBe(0);
    } finally {
      await t.http.put('/api/users/attiva/2').set(bearer(admin)).expect(200);
    }
  });

  it('a user deactivated between the ACS and the exchange does not get a session', async () => {
    const acs = await t.http.post('/api/spid/acs').type('form').send(await idpResponse(CF_OPERATORE)).expect(303);
    const code = new URL(acs.headers['location']).searchParams.get('code');
    await t.http.put('/api/users/attiva/2').set(bearer(admin)).expect(200);
    try {
      const res = await t.http.get('/api/spidlogin').query({ code });
      expect(res.status).toBe(401);
      expect(res.body.messaggio).toBe("Utente non attivo: contattare l'amministratore");
    } finally {
      await t.http.put('/api/users/attiva/2').set(bearer(admin)).expect(200);
    }
  });

  it('a response rejected by the SPID checks creates no code and no session', async () => {
    const campi = await startSignIn();
    const xml = idp.response(idp.readAuthnRequest(campi.SAMLRequest), spid, {
      utente: { ...TEST_USER, fiscalNumber: `TINIT-${CF_ADMIN}` },
      audience: 'https://altro.sp.invalid',
    });
    const prima = await eventiAccessoSpid(1);
    const acs = await t.http.post('/api/spid/acs').type('form').send({ SAMLResponse: Buffer.from(xml).toString('base64'), RelayState: campi.RelayState });
    expect(acs.status).toBeGreaterThanOrEqual(400);
    expect(acs.status).toBeLessThan(500);
    expect(acs.headers['location']).toBeUndefined();
    expect(await eventiAccessoSpid(1)).toBe(prima);
  });
});
