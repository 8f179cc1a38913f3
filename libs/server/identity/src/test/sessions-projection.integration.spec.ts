import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { SessioneUtente } from '@registro/contracts';
import { rebuildProjection } from '@registro/server-event-store';
import { PG_POOL, REDIS } from '@registro/server-platform';
import { createTestApp, type TestApp, bearer } from '@registro/server-testing';
import { sessionsProjection } from '../lib/projections/sessions.projection';
import { idSessione } from '../lib/sessions/session-token';

jest.setTimeout(60_000);

describe('the session list is a projection of the sign-in/out events, filtered by Redis liveness', () => {
  let t: TestApp;
  let admin: string;
  let pool: Pool;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    pool = t.app.get<Pool>(PG_POOL);
  });
  afterAll(() => t?.close());

  const sessioni = async (): Promise<SessioneUtente[]> => {
    const res = await t.http.get('/api/session').set(bearer(admin));
    expect(res.status).toBe(200);
    return res.body.data.list;
  };
  const riga = async (tk: string) =>
    (await pool.query(`SELECT * FROM sessioni WHERE id = $1`, [idSessione(tk)])).rows[0];
  const tutteLeRighe = async () => (await pool.query(`SELECT * FROM sessioni ORDER BY id`)).rows;

  it('records a row per sign-in with user, type, origin and no token, and lists it newest first', async () => {
    const tk = await t.login('operatore');
    const r = await riga(tk);
    expect(r).toMatchObject({ user_id: 2, username: 'operatore', session_type: 'A', metodo: null, opened_by: null, ended_at: null });
    expect(r.created_at).toBeInstanceOf(Date);
    expect(JSON.stringify(await tutteLeRighe())).not.toContain(tk);

    const lista = await sessioni();
    expect(lista[0].session).toBe(idSessione(tk));
    expect(lista[0].createToken).toBe((r.created_at as Date).toISOString());
    const istanti = lista.map((s) => Date.parse(s.createToken));
    expect(istanti).toEqual([...istanti].sort((a, b) => b - a));
  });

  it('a logout marks ended_at and the session leaves the list', async () => {
    const tk = await t.login('operatore');
    await t.http.get('/api/logout').set(bearer(tk));
    expect((await riga(tk)).ended_at).toBeInstanceOf(Date);
    expect((await sessioni()).some((s) => s.session === idSessione(tk))).toBe(false);
  });

  it('a session that expired in Redis disappears from the list although no event ended it', async () => {
    const tk = await t.login('operatore');
    expect((await sessioni()).some((s) => s.session === idSessione(tk))).toBe(true);
    await t.app.get<Redis>(REDIS).del(`${t.config.redisPrefix}sessione:${idSessione(tk)}`);
    expect((await riga(tk)).ended_at).toBeNull();
    expect((await sessioni()).some((s) => s.session === idSessione(tk))).toBe(false);
  });

  it("records who opened a session as the user, and deactivation ends all of the user's sessions", async () => {
    const tk = await t.login('operatore');
    const aperta = await t.http.post(`/api/session/${idSessione(tk)}/apri`).set(bearer(admin));
    expect(aperta.status).toBe(200);
    const nuova = await riga(aperta.body.data.accessToken);
    expect(nuova).toMatchObject({ user_id: 2, username: 'operatore', session_type: 'A', opened_by: 'admin', ended_at: null });

    expect((await t.http.put('/api/users/attiva/2').set(bearer(admin))).status).toBe(200);
    const aperteOperatore = await pool.query(`SELECT id FROM sessioni WHERE user_id = 2 AND ended_at IS NULL`);
    expect(aperteOperatore.rows).toEqual([]);
    expect((await riga(admin)).ended_at).toBeNull();
    expect((await t.http.put('/api/users/attiva/2').set(bearer(admin))).status).toBe(200);
  });

  it('a password change ends the other sessions of the user and keeps the one it was made from', async () => {
    const questa = await t.login('operatore');
    const altra = await t.login('operatore');
    const res = await t.http
      .put('/api/users/cambiapasswordutente')
      .set(bearer(questa))
      .send({ oldPassword: t.config.adminPassword, newPassword: 'Nuova12345', verificaPassword: 'Nuova12345' });
    expect(res.status).toBe(200);
    expect((await riga(questa)).ended_at).toBeNull();
    expect((await riga(altra)).ended_at).toBeInstanceOf(Date);
    const lista = await sessioni();
    expect(lista.some((s) => s.session === idSessione(questa))).toBe(true);
    expect(lista.some((s) => s.session === idSessione(altra))).toBe(false);
  });

  it('rebuilding the projection from the events yields the same rows', async () => {
    const prima = await tutteLeRighe();
    expect(prima.length).toBeGreaterThanOrEqual(6);
    const utentiPrima = (await pool.query(`SELECT * FROM sessioni_utenti ORDER BY user_id`)).rows;
    await rebuildProjection(pool, sessionsProjection);
    expect(await tutteLeRighe()).toEqual(prima);
    expect((await pool.query(`SELECT * FROM sessioni_utenti ORDER BY user_id`)).rows).toEqual(utentiPrima);
    expect((await sessioni()).some((s) => s.session === idSessione(admin))).toBe(true);
  });
});
