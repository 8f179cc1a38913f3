import { bearer, createTestApp, type TestApp } from '@registro/server-testing';

jest.setTimeout(120_000);

/** GET /api/users/infouser/{username}: the user card of the logs timeline (spec 2 §2.7). */
describe('user card (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  it('gives the user card of the timeline, and 404 for an unknown user', async () => {
    const res = await t.http.get('/api/users/infouser/admin').set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 1, username: 'admin', profilo: 'Amministratori', attivo: true });
    expect(Object.keys(res.body.data).sort()).toEqual(
      ['attivo', 'createDate', 'createUser', 'email', 'firstname', 'id', 'lastname', 'profilo', 'scadenzaUtenza', 'updateDate', 'updateUser', 'username'].sort(),
    );
    expect(res.body.data.createDate).not.toBeNull();
    expect(new Date(res.body.data.createDate).getTime()).toBeLessThanOrEqual(new Date(res.body.data.updateDate).getTime());
    // the last change of the record users-1 (the seed): admin's sign-ins are in signins-1
    expect(res.body.data.updateUser).toBe('system');
    const ignoto = await t.http.get('/api/users/infouser/nessuno').set(bearer(admin));
    expect(ignoto.status).toBe(404);
    expect(ignoto.body.messaggio).toBe('Utente non trovato');
    const troppoLungo = await t.http.get(`/api/users/infouser/${'u'.repeat(101)}`).set(bearer(admin));
    expect(troppoLungo.status).toBe(400);
    expect(troppoLungo.body.messaggio).toBe('Il campo Username deve contenere al massimo 100 caratteri');
    // users/:id still answers beside it
    expect((await t.http.get('/api/users/1').set(bearer(admin))).status).toBe(200);
  });

  it('names who made the user and who changed it last (the first and the last event of its stream)', async () => {
    const scheda = async () => (await t.http.get('/api/users/infouser/cliente').set(bearer(admin))).body.data;
    const prima = await scheda();
    expect(prima).toMatchObject({ createUser: 'system', updateUser: 'system' });
    for (const atteso of [false, true]) {
      const res = await t.http.put(`/api/users/attiva/${prima.id}`).set(bearer(admin));
      expect(res.body.data).toEqual({ attivo: atteso });
    }
    const dopo = await scheda();
    expect(dopo).toMatchObject({ createUser: 'system', createDate: prima.createDate, updateUser: 'admin', attivo: true });
    expect(new Date(dopo.updateDate).getTime()).toBeGreaterThan(new Date(prima.updateDate).getTime());
  });

  it('answers 400 "Id non valido" for an id beyond the int4 columns, never a 500', async () => {
    for (const path of ['/api/users/9999999999', '/api/gruppi/9999999999']) {
      const res = await t.http.get(path).set(bearer(admin));
      expect(res.status).toBe(400);
      expect(res.body.messaggio).toContain('Id non valido');
    }
    expect((await t.http.delete('/api/gruppi/2147483648').set(bearer(admin))).status).toBe(400);
  });

  it('needs users/visualizza (403 for operatore, 401 without a session)', async () => {
    const op = await t.login('operatore');
    expect((await t.http.get('/api/users/infouser/admin').set(bearer(op))).status).toBe(403);
    expect((await t.http.get('/api/users/infouser/admin')).status).toBe(401);
  });
});
