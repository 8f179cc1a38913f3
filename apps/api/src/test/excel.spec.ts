import { bearer, createTestApp, downloadExcel, type TestApp } from '@registro/server-testing';

jest.setTimeout(120_000);

/** POST /api/excel (spec 1 §7 "Excel download: POST with items, blob response"): a client-side list's rows as .xlsx. */
describe('POST /api/excel (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const post = (body: unknown, token: string | null = admin) => {
    const req = t.http.post('/api/excel');
    if (token) req.set(bearer(token));
    return req.send(body as object);
  };

  it('writes the rows it is given under the titles, with typed cells and the dated file name', async () => {
    const file = await downloadExcel(post({
      nomeFile: 'Sessioni_',
      colonne: [
        { titolo: 'Utente', campo: 'username' },
        { titolo: 'Accessi', campo: 'accessi', tipo: 'integer' },
        { titolo: 'Ultimo accesso', campo: 'ultimo', tipo: 'datetime' },
      ],
      items: [
        { username: 'admin', accessi: 3, ultimo: '2026-11-25T10:00:00.000Z', nested: { a: 1 } },
        { username: 'operatore', accessi: '12', ultimo: null },
      ],
    }));
    expect(file.status).toBe(200);
    expect(file.fileName).toMatch(/^Sessioni_\d\d-\d\d-\d{4}\.xlsx$/);
    const righe = file.rows;
    expect(righe[0]).toEqual(['Utente', 'Accessi', 'Ultimo accesso']);
    expect(righe[1].slice(0, 2)).toEqual(['admin', 3]);
    expect(righe[1][2]).toBeInstanceOf(Date);
    expect(righe[2]).toEqual(['operatore', 12]);
  });

  it('refuses rows that are not objects, and callers without a session', async () => {
    const errata = await post({ colonne: [{ titolo: 'A', campo: 'a' }], items: [1, 'x'] });
    expect(errata.status).toBe(400);
    expect(errata.body.messaggio).toContain('Ogni elemento di items deve essere un oggetto');
    expect((await post({ colonne: [], items: [] }, null)).status).toBe(401);
  });
});
