import { randomUUID } from 'node:crypto';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { documento, insertDocumentiFixtures } from './documenti-fixtures';

jest.setTimeout(180_000);

/** POST /api/paperclean/documenti with an Idempotency-Key: a retried save never creates a second document. */
describe('Commercial document save with Idempotency-Key (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  const salva = (chiave: string | undefined, path = '/api/paperclean/documenti') => {
    const req = t.http.post(path).set(admin);
    if (chiave !== undefined) req.set('Idempotency-Key', chiave);
    return req.send(documento({ statoAttuale: 'COMPLETA' }));
  };
  const documenti = async () => (await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM documenti_commerciali`)).rows[0].n;

  beforeAll(async () => {
    t = await createTestApp();
    await insertDocumentiFixtures(t.db.pool);
    admin = bearer(await t.login('admin'));
  });
  afterAll(() => t?.close());

  it('the same key twice: 201 both times, the same numbered document, written once', async () => {
    const chiave = randomUUID();
    const prima = await documenti();
    const primo = await salva(chiave);
    expect(primo.status).toBe(201);
    const ripetuto = await salva(chiave);
    expect(ripetuto.status).toBe(201);
    expect(ripetuto.body.data).toEqual(primo.body.data);
    expect(await documenti()).toBe(prima + 1);
    const { rows } = await t.db.pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`documenticommerciali-${primo.body.data.id}`]);
    expect(rows[0].n).toBe(primo.body.data.versione);
  });

  it('a concurrent pair with the same key creates one document; no key creates one per save', async () => {
    const prima = await documenti();
    const chiave = randomUUID();
    const [uno, due] = await Promise.all([salva(chiave), salva(chiave)]);
    expect([uno.status, due.status]).toEqual([201, 201]);
    expect(due.body.data.id).toBe(uno.body.data.id);
    expect(await documenti()).toBe(prima + 1);
    expect((await salva(undefined)).status).toBe(201);
    expect((await salva(undefined)).status).toBe(201);
    expect(await documenti()).toBe(prima + 3);
  });

  it('the OpenAPI document declares the optional header on both saves', async () => {
    const docs = await t.http.get('/api/docs-json');
    for (const path of ['/api/paperclean/documenti', '/api/paperclean/documenti/a'])
      expect(docs.body.paths[path].post.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }));
  });

  it('a key reused for the other store answers 422; a bad key 400, both in Italian', async () => {
    const chiave = randomUUID();
    expect((await salva(chiave)).status).toBe(201);
    const altro = await salva(chiave, '/api/paperclean/documenti/a');
    expect(altro.status).toBe(422);
    expect(altro.body.messaggio).toBe("Chiave di idempotenza già usata per un'altra operazione");
    const cattiva = await salva('x'.repeat(256));
    expect(cattiva.status).toBe(400);
    expect(cattiva.body.messaggio).toBe('Idempotency-Key non valida: da 1 a 255 caratteri ASCII stampabili');
  });
});
