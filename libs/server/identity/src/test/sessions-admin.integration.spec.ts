import type { Redis } from 'ioredis';
import type { SessioneUtente } from '@registro/contracts';
import { REDIS } from '@registro/server-platform';
import { createTestApp, type TestApp, bearer } from '@registro/server-testing';
import { idSessione } from '../lib/sessions/session-token';
import { SessionStore } from '../lib/sessions/session-store';

jest.setTimeout(60_000);

describe('session list and "open session": GET /api/session, POST /api/session/:sessionId/apri', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const sessioni = async (): Promise<SessioneUtente[]> => {
    const res = await t.http.get('/api/session').set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.data.recordsNumber).toBe(res.body.data.list.length);
    return res.body.data.list;
  };

  it('lists the live sessions with the spec fields and no usable token', async () => {
    const operatore = await t.login('operatore');
    const res = await t.http.get('/api/session').set(bearer(admin));
    const testo = JSON.stringify(res.body);
    expect(testo).not.toContain(operatore);
    expect(testo).not.toContain(admin);

    const riga = (res.body.data.list as SessioneUtente[]).find((s) => s.session === idSessione(operatore));
    expect(riga).toBeDefined();
    expect(Object.keys(riga as object).sort()).toEqual(
      ['accessToken', 'createToken', 'expiresIn', 'expiresToken', 'session', 'sessionType', 'tokenType', 'username'].sort(),
    );
    expect(riga).toMatchObject({ username: 'operatore', tokenType: 'Bearer', sessionType: 'A', expiresIn: 30 });
    expect(riga?.accessToken).toMatch(/^[0-9a-f]{8}…[0-9a-f]{4}$/);
    expect(Math.abs(Date.parse(riga?.createToken ?? '') - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(riga?.expiresToken ?? '') - Date.now()).toBeGreaterThan(29 * 60_000);
    // the identifier is not a token: presenting it as one is refused
    expect((await t.http.get('/api/sessioncontrol').set(bearer(riga?.session ?? ''))).status).toBe(401);
  });

  it("opens a new 15-minute session as the row's user, recorded in that user's history", async () => {
    const operatore = await t.login('operatore');
    const res = await t.http.post(`/api/session/${idSessione(operatore)}/apri`).set(bearer(admin));
    expect(res.status).toBe(200);
    const nuovo: string = res.body.data.accessToken;
    expect(nuovo).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nuovo).not.toBe(operatore);

    const profilo = await t.http.get(`/api/users/profile?authToken=${nuovo}`);
    expect(profilo.body.data.username).toBe('operatore');
    const ttl = await t.app.get<Redis>(REDIS).pttl(`${t.config.redisPrefix}sessione:${idSessione(nuovo)}`);
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    expect((await sessioni()).some((s) => s.session === idSessione(nuovo) && s.expiresIn <= 15)).toBe(true);

    const storia = (await t.http.get('/api/modificherisorse?sezione=users&idRisorsa=2').set(bearer(admin))).body.data.list;
    const ultima = storia[storia.length - 1];
    expect(ultima.createUser).toBe('admin');
    expect(ultima.modifiche).toMatch(/^Sessione aperta dall'amministratore admin, valida fino alle \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  });

  it('answers 404 for a session that is gone and 400 for a malformed id', async () => {
    const assente = await t.http.post(`/api/session/${'a'.repeat(64)}/apri`).set(bearer(admin));
    expect(assente.status).toBe(404);
    expect(assente.body.messaggio).toBe('Sessione non trovata o scaduta');
    const malformato = await t.http.post('/api/session/xyz/apri').set(bearer(admin));
    expect(malformato.status).toBe(400);
    expect(malformato.body.messaggio).toBe('Sessione non valida');
  });

  it('drops a session from the list at logout', async () => {
    const tk = await t.login('operatore');
    expect((await sessioni()).some((s) => s.session === idSessione(tk))).toBe(true);
    await t.http.get('/api/logout').set(bearer(tk));
    expect((await sessioni()).some((s) => s.session === idSessione(tk))).toBe(false);
  });

  it("deleteAllForUser ends every session of that user and no one else's", async () => {
    const a = await t.login('operatore');
    const b = await t.login('operatore');
    const store = t.app.get(SessionStore);
    expect(await store.deleteAllForUser(2)).toBeGreaterThanOrEqual(2);
    for (const tk of [a, b]) expect((await t.http.get('/api/sessioncontrol').set(bearer(tk))).status).toBe(401);
    expect((await sessioni()).filter((s) => s.username === 'operatore')).toEqual([]);
    expect((await t.http.get('/api/sessioncontrol').set(bearer(admin))).status).toBe(200);
    expect(await store.deleteAllForUser(2)).toBe(0);
  });

  it('deleteAllForUser can spare one session, left exactly as it was', async () => {
    const resta = await t.login('operatore');
    const va = await t.login('operatore');
    const store = t.app.get(SessionStore);
    const prima = await store.peek(idSessione(resta));
    expect(await store.deleteAllForUser(2, idSessione(resta))).toBe(1);
    expect((await t.http.get('/api/sessioncontrol').set(bearer(va))).status).toBe(401);
    expect(await store.peek(idSessione(resta))).toEqual(prima);
    expect(await store.deleteAllForUser(2)).toBe(1);
    expect((await t.http.get('/api/sessioncontrol').set(bearer(resta))).status).toBe(401);
  });
});
