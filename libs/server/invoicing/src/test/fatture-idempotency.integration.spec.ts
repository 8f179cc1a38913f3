import { randomUUID } from 'node:crypto';
import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';
import { documentoFattura, insertFattureFixtures } from './fatture-fixtures';

jest.setTimeout(120_000);

/** POST /api/documenti with an Idempotency-Key: a retried save never creates a second invoice. */
describe('Invoice save with Idempotency-Key (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let secondo: { Authorization: string };

  const salva = (utente: { Authorization: string }, soggetto: string, chiave?: string) => {
    const req = t.http.post('/api/documenti').set(utente);
    if (chiave !== undefined) req.set('Idempotency-Key', chiave);
    return req.send(documentoFattura({ cognomeRagioneSoggetto: soggetto }));
  };
  const elenco = async (soggetto: string) => {
    const res = await t.http.get('/api/documenti').query({ cognomeRagioneSoggetto: soggetto }).set(admin);
    expect(res.status).toBe(200);
    return res.body.data.list as { id: number }[];
  };
  const eventi = async (id: number) =>
    (await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`fatture-${id}`])).rows[0].n;

  beforeAll(async () => {
    t = await createTestApp();
    await insertFattureFixtures(t.db.pool);
    admin = bearer(await t.login('admin'));
    secondo = bearer(await loginWith(t, 'secondo', ['fatturazione/visualizza', 'fatturazione/modifica']));
  });
  afterAll(() => t?.close());

  it('the same key twice: 201 both times, the same invoice, one in the list, its events written once', async () => {
    const chiave = randomUUID();
    const primo = await salva(admin, 'IDEMPOTENTE UNO', chiave);
    expect(primo.status).toBe(201);
    const scritti = await eventi(primo.body.data.id);
    const numeratore = (await t.db.pool.query(`SELECT sum(valore)::int AS v FROM numeratori`)).rows[0].v;
    const ripetuto = await salva(admin, 'IDEMPOTENTE UNO', chiave);
    expect(ripetuto.status).toBe(201);
    expect(ripetuto.body.data).toEqual(primo.body.data);
    expect((await elenco('IDEMPOTENTE UNO')).map((f) => f.id)).toEqual([primo.body.data.id]);
    expect(await eventi(primo.body.data.id)).toBe(scritti);
    expect((await t.db.pool.query(`SELECT sum(valore)::int AS v FROM numeratori`)).rows[0].v).toBe(numeratore);
  });

  it('the same key with another invoice answers 422 in Italian and creates nothing more', async () => {
    const chiave = randomUUID();
    expect((await salva(admin, 'IDEMPOTENTE SEI', chiave)).status).toBe(201);
    const altro = await salva(admin, 'IDEMPOTENTE SETTE', chiave);
    expect(altro.status).toBe(422);
    expect(altro.body.messaggio).toBe('Chiave di idempotenza già usata con dati diversi');
    expect(await elenco('IDEMPOTENTE SETTE')).toEqual([]);
    expect(await elenco('IDEMPOTENTE SEI')).toHaveLength(1);
  });

  it("another user's same key creates a separate invoice", async () => {
    const chiave = randomUUID();
    const mio = await salva(admin, 'IDEMPOTENTE DUE', chiave);
    const suo = await salva(secondo, 'IDEMPOTENTE DUE', chiave);
    expect([mio.status, suo.status]).toEqual([201, 201]);
    expect(suo.body.data.id).not.toBe(mio.body.data.id);
    expect(await elenco('IDEMPOTENTE DUE')).toHaveLength(2);
  });

  it('a concurrent pair with the same key creates one invoice, both answered with it', async () => {
    const chiave = randomUUID();
    const risposte = await Promise.all([salva(admin, 'IDEMPOTENTE TRE', chiave), salva(admin, 'IDEMPOTENTE TRE', chiave)]);
    expect(risposte.map((r) => r.status)).toEqual([201, 201]);
    expect(risposte[1].body.data.id).toBe(risposte[0].body.data.id);
    expect(await elenco('IDEMPOTENTE TRE')).toHaveLength(1);
  });

  it('a bad key answers 400 in Italian and creates nothing', async () => {
    for (const chiave of ['', 'x'.repeat(256), 'città']) {
      const res = await salva(admin, 'IDEMPOTENTE QUATTRO', chiave);
      expect(res.status).toBe(400);
      expect(res.body.messaggio).toBe('Idempotency-Key non valida: da 1 a 255 caratteri ASCII stampabili');
    }
    expect(await elenco('IDEMPOTENTE QUATTRO')).toEqual([]);
    expect((await salva(admin, 'IDEMPOTENTE QUATTRO', 'x'.repeat(255))).status).toBe(201);
  });

  it('the OpenAPI document declares the optional header on the save', async () => {
    const docs = await t.http.get('/api/docs-json');
    expect(docs.body.paths['/api/documenti'].post.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }));
  });

  it('without a key, two saves create two invoices', async () => {
    const [uno, due] = [await salva(admin, 'IDEMPOTENTE CINQUE'), await salva(admin, 'IDEMPOTENTE CINQUE')];
    expect([uno.status, due.status]).toEqual([201, 201]);
    expect(due.body.data.id).not.toBe(uno.body.data.id);
    expect(await elenco('IDEMPOTENTE CINQUE')).toHaveLength(2);
  });
});
