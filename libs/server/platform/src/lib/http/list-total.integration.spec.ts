import { createTestDatabase, type TestDatabase } from '@registro/server-testing';
import { pagedRows, sortedBy, type ListSql } from './list-sql';
import { EXACT_TOTAL_UP_TO, LARGE_TOTAL_STALE_MS, LARGE_TOTAL_TTL_MS, ListTotals } from './list-total';

const elenco = (gruppo: string): ListSql => ({ select: 'id', from: 'FROM prova_righe WHERE gruppo = $1', params: [gruppo], ...sortedBy(['id', 'DESC']) });
const primaPagina = { page: 0, forPage: 10, offset: 0 };

describe('the total of a list (recordsNumber): exact when small, counted once a while when large', () => {
  let db: TestDatabase;
  let adesso = 1_000_000;
  let totali: ListTotals;

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`CREATE TABLE prova_righe (id serial PRIMARY KEY, gruppo text NOT NULL)`);
    await db.pool.query(`INSERT INTO prova_righe (gruppo) SELECT 'grande' FROM generate_series(1, ${EXACT_TOTAL_UP_TO + 500})`);
    await db.pool.query(`INSERT INTO prova_righe (gruppo) SELECT 'piccolo' FROM generate_series(1, 7)`);
  });
  afterAll(() => db.drop());
  beforeEach(() => {
    totali = new ListTotals(() => adesso);
  });

  /** Whether `conta` answers `atteso` within a second (a background count renewing the total). */
  const rinnovato = async (conta: () => Promise<number>, atteso: number) => {
    for (let i = 0; i < 50; i++) {
      if ((await conta()) === atteso) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };
  const aggiungi = (gruppo: string) => db.pool.query(`INSERT INTO prova_righe (gruppo) VALUES ($1)`, [gruppo]);

  it('counts a small list on every request, so a row just written is in its total at once', async () => {
    expect(await totali.count(db.pool, elenco('piccolo'))).toBe(7);
    await aggiungi('piccolo');
    expect(await totali.count(db.pool, elenco('piccolo'))).toBe(8);
    expect(totali.known(elenco('piccolo'))).toBeUndefined();
  });

  it('counts a large list whole, reuses that total for 30 s, then answers it while counting it again in the background', async () => {
    expect(await totali.count(db.pool, elenco('grande'))).toBe(EXACT_TOTAL_UP_TO + 500);
    await aggiungi('grande');
    expect(await totali.count(db.pool, elenco('grande'))).toBe(EXACT_TOTAL_UP_TO + 500);
    adesso += LARGE_TOTAL_TTL_MS + 1;
    expect(await totali.count(db.pool, elenco('grande'))).toBe(EXACT_TOTAL_UP_TO + 500);
    expect(await rinnovato(() => totali.count(db.pool, elenco('grande')), EXACT_TOTAL_UP_TO + 501)).toBe(true);
    // too old to answer: counted before answering
    await aggiungi('grande');
    adesso += LARGE_TOTAL_STALE_MS;
    expect(await totali.count(db.pool, elenco('grande'))).toBe(EXACT_TOTAL_UP_TO + 502);
  });

  it('counts once for requests that ask for the same large total together', async () => {
    const conteggi: string[] = [];
    const pool = { query: (q: { text: string; values: unknown[] }) => (conteggi.push(q.text), db.pool.query(q)) } as unknown as typeof db.pool;
    const risposte = await Promise.all([1, 2, 3].map(() => totali.count(pool, elenco('grande'))));
    expect(new Set(risposte).size).toBe(1);
    expect(conteggi).toHaveLength(1);
  });

  it('gives a page with the total a list screen shows, and a page past the middle from the other end once the total is known', async () => {
    const prima = await pagedRows<{ id: number }>(db.pool, elenco('grande'), primaPagina);
    expect(prima.recordsNumber).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    const ultima = Math.ceil(prima.recordsNumber / 10) - 1;
    const coda = await pagedRows<{ id: number }>(db.pool, elenco('grande'), { page: ultima, forPage: 10, offset: ultima * 10 });
    const { rows } = await db.pool.query(`SELECT id FROM prova_righe WHERE gruppo = 'grande' ORDER BY id ASC LIMIT ${prima.recordsNumber % 10 || 10}`);
    expect(coda.list.map((r) => r.id)).toEqual(rows.map((r) => r.id).reverse());
  });

  it('takes the total from a page that ends the list, without counting; counts when the page is full or past the end', async () => {
    const conteggi: string[] = [];
    const pool = { query: (q: string | { text: string }, v?: unknown[]) => (conteggi.push(typeof q === 'string' ? q : q.text), db.pool.query(q as string, v)) } as unknown as typeof db.pool;
    await db.pool.query(`INSERT INTO prova_righe (gruppo) SELECT 'corto' FROM generate_series(1, 8)`);
    const corta = await pagedRows<{ id: number }>(pool, elenco('corto'), primaPagina);
    expect([corta.list.length, corta.recordsNumber]).toEqual([8, 8]);
    expect(conteggi.filter((q) => q.includes('count('))).toEqual([]);

    await db.pool.query(`INSERT INTO prova_righe (gruppo) SELECT 'medio' FROM generate_series(1, 25)`);
    const ultima = await pagedRows<{ id: number }>(pool, elenco('medio'), { page: 2, forPage: 10, offset: 20 });
    expect([ultima.list.length, ultima.recordsNumber]).toEqual([5, 25]);
    expect(conteggi.filter((q) => q.includes('count('))).toEqual([]);

    const piena = await pagedRows<{ id: number }>(pool, elenco('medio'), primaPagina);
    const oltre = await pagedRows<{ id: number }>(pool, elenco('medio'), { page: 5, forPage: 10, offset: 50 });
    expect([piena.recordsNumber, oltre.list.length, oltre.recordsNumber]).toEqual([25, 0, 25]);
    expect(conteggi.filter((q) => q.includes('count('))).toHaveLength(2);
  });
});
