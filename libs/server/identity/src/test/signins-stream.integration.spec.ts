import type { ModificaRisorsa } from '@registro/contracts';
import { PostgresEventStore, rebuildProjection } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { createTestApp, type TestApp, bearer, basic } from '@registro/server-testing';
import { sessionsProjection } from '../lib/projections/sessions.projection';

jest.setTimeout(60_000);

/** Issue 10: sign-in records go to `signins-<userId>`; the older ones in `users-<id>` still count. */
describe('sign-in records in their own stream signins-<userId>', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const accede = (username: string, password: string) =>
    t.http.post('/api/token').set('Authorization', basic(username, password)).type('form').send({ grant_type: 'password' });
  const create = async (username: string): Promise<number> => {
    const res = await t.http
      .post('/api/users')
      .set(bearer(admin))
      .send({ lastname: 'Neri', firstname: 'Marco', username, email: `${username}@example.it`, idGruppo: 2, password: 'Segreta123', verificaPassword: 'Segreta123' });
    expect(res.status).toBe(201);
    return res.body.data.id;
  };
  const eventi = async (streamId: string): Promise<{ type: string; version: number; streamType: string }[]> =>
    (
      await t.db.pool.query(
        `SELECT event_type AS type, stream_version AS version, stream_type AS "streamType" FROM events WHERE stream_id = $1 ORDER BY stream_version`,
        [streamId],
      )
    ).rows;
  const versione = async (streamId: string): Promise<number> => (await eventi(streamId)).at(-1)?.version ?? 0;
  const utente = async (id: number) =>
    (await t.db.pool.query(`SELECT ultimo_accesso, accessi_falliti, versione FROM utenti WHERE id = $1`, [id])).rows[0];
  const storia = async (id: number): Promise<string[]> =>
    ((await t.http.get(`/api/modificherisorse?sezione=users&idRisorsa=${id}`).set(bearer(admin))).body.data.list as ModificaRisorsa[]).map(
      (r) => r.modifiche,
    );
  const statoAl = async (id: number) =>
    (await t.http.get(`/api/modificherisorse/stato?sezione=users&idRisorsa=${id}&al=${new Date().toISOString()}`).set(bearer(admin))).body.data;

  /** A sign-in record appended where it was recorded before issue 10: the user's own stream. */
  const recordInUserStream = (id: number, username: string, type: string, data: Record<string, unknown>) =>
    t.app.get(UnitOfWork).run((tx) =>
      t.app.get(PostgresEventStore).append(tx, `users-${id}`, 'users', [{ type, data }], 'any', { userId: id, userName: username, ip: '10.9.8.7' }),
    );

  it('saves a user who signed in 3 times since the edit page loaded, at the version the page loaded (no 409)', async () => {
    const id = await create('mneri');
    const caricato = (await t.http.get(`/api/users/${id}`).set(bearer(admin))).body.data;
    const versioneCaricata = await versione(`users-${id}`);

    for (let i = 0; i < 3; i++) expect((await accede('mneri', 'Segreta123')).status).toBe(200);
    expect((await accede('mneri', 'sbagliata-1')).status).toBe(401);
    expect(await versione(`users-${id}`)).toBe(versioneCaricata);

    const res = await t.http.put(`/api/users/${id}`).set(bearer(admin)).send({ ...caricato, lastname: 'Neri Bianchi' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ lastname: 'Neri Bianchi' });
    // appended right after the version the page loaded: an edit expecting that version would pass
    expect((await eventi(`users-${id}`)).filter((e) => e.version > versioneCaricata)).toEqual([
      { type: 'UserUpdated', version: versioneCaricata + 1, streamType: 'users' },
    ]);
    expect((await utente(id)).versione).toBe(versioneCaricata + 1);

    expect(await eventi(`signins-${id}`)).toEqual([
      { type: 'UserSignedIn', version: 1, streamType: 'signins' },
      { type: 'UserSignedIn', version: 2, streamType: 'signins' },
      { type: 'UserSignedIn', version: 3, streamType: 'signins' },
      { type: 'UserSignedInFailed', version: 4, streamType: 'signins' },
    ]);
    expect((await eventi(`users-${id}`)).map((e) => e.type)).not.toContain('UserSignedIn');
  });

  it('saves, toggles and signs the user out while the user signs in at the same time', async () => {
    const id = await create('pgialli');
    const caricato = (await t.http.get(`/api/users/${id}`).set(bearer(admin))).body.data;
    const [salvato, ...accessi] = await Promise.all([
      t.http.put(`/api/users/${id}`).set(bearer(admin)).send({ ...caricato, firstname: 'Paolo' }),
      ...Array.from({ length: 4 }, () => accede('pgialli', 'Segreta123')),
    ]);
    expect(salvato.status).toBe(200);
    expect(accessi.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await t.http.get('/api/logout').set(bearer(accessi[0].body.access_token)).expect(200);
    expect((await eventi(`signins-${id}`)).map((e) => e.type)).toEqual([...Array(4).fill('UserSignedIn'), 'UserSignedOut']);
    expect((await t.http.put(`/api/users/attiva/${id}`).set(bearer(admin))).body.data).toEqual({ attivo: false });
  });

  it('still counts the sign-in records kept in users-<id>: sessions, last sign-in, failures, history and "as it was at"', async () => {
    const id = await create('vecchio');
    const sessionId = 'a'.repeat(64);
    await recordInUserStream(id, 'vecchio', 'UserSignedIn', { ip: '10.9.8.7', userAgent: 'vecchio-ua', sessionId });
    const sessione = (await t.db.pool.query(`SELECT user_id, ended_at FROM sessioni WHERE id = $1`, [sessionId])).rows[0];
    expect(sessione).toEqual({ user_id: id, ended_at: null });
    const dopoAccesso = await utente(id);
    expect(dopoAccesso.ultimo_accesso).toBeInstanceOf(Date);

    await recordInUserStream(id, 'vecchio', 'UserSignedInFailed', { ip: '10.9.8.7', userAgent: 'vecchio-ua', motivo: 'PASSWORD_ERRATA' });
    expect((await accede('vecchio', 'sbagliata-2')).status).toBe(401);
    // the lockout counts the old failure and the new one alike
    expect((await utente(id)).accessi_falliti).toBe(2);
    await recordInUserStream(id, 'vecchio', 'UserSignedOut', { sessionId });
    expect((await t.db.pool.query(`SELECT ended_at FROM sessioni WHERE id = $1`, [sessionId])).rows[0].ended_at).toBeInstanceOf(Date);

    const righe = await storia(id);
    expect(righe[0]).toContain('Utente creato');
    expect(righe.slice(1)).toEqual([
      'Accesso effettuato da 10.9.8.7',
      'Accesso non riuscito da 10.9.8.7: password errata',
      expect.stringMatching(/^Accesso non riuscito da .+: password errata$/),
      'Uscita (logout)',
    ]);
    expect((await statoAl(id)).valori).toMatchObject({ ultimoAccesso: (dopoAccesso.ultimo_accesso as Date).toISOString(), accessiFalliti: 2 });

    expect((await accede('vecchio', 'Segreta123')).status).toBe(200);
    const ultimo = await utente(id);
    expect(ultimo.accessi_falliti).toBe(0);
    expect(ultimo.ultimo_accesso.getTime()).toBeGreaterThan(dopoAccesso.ultimo_accesso.getTime());
    expect((await storia(id)).at(-1)).toMatch(/^Accesso effettuato da /);
    expect((await statoAl(id)).valori).toMatchObject({ ultimoAccesso: (ultimo.ultimo_accesso as Date).toISOString(), accessiFalliti: 0 });

    const righeSessioni = async () => (await t.db.pool.query(`SELECT * FROM sessioni WHERE user_id = $1 ORDER BY id`, [id])).rows;
    const prima = await righeSessioni();
    expect(prima).toHaveLength(2);
    await rebuildProjection(t.db.pool, sessionsProjection);
    expect(await righeSessioni()).toEqual(prima);
  });
});
