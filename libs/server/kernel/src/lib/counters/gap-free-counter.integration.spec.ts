import type { Pool, PoolClient } from 'pg';
import { createTestDatabase, type TestDatabase } from '@registro/server-testing';
import { GapFreeCounter, retryOnConcurrentCreation, type CounterTransaction } from './gap-free-counter';

/** BEGIN … COMMIT on one connection, ROLLBACK on error (what the API's unit of work does). */
async function inTransaction<T>(pool: Pool, work: (tx: PoolClient) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    const result = await work(tx);
    await tx.query('COMMIT');
    return result;
  } catch (error) {
    await tx.query('ROLLBACK');
    throw error;
  } finally {
    tx.release();
  }
}

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

describe('GapFreeCounter: the next number of a key, in the caller’s transaction', () => {
  let db: TestDatabase;

  /** Until the backend `pid` waits on a lock (so the race the test stages really happens). */
  async function waitUntilBlocked(pid: number): Promise<void> {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
      const { rows } = await db.pool.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'`, [pid]);
      if (rows.length) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`backend ${pid} never waited on a lock`);
  }

  /** A counter that is only a counter: created by upsert at 1. */
  const byTypeAndYear = new GapFreeCounter<{ tipo: string; anno: number }>({
    table: 'kernel_counter_upsert',
    key: { tipo: 'codice_tipo', anno: 'anno' },
    value: 'valore',
  });

  /** A counter row that is more than a counter (an id, a description): made by `create`. */
  const byCode = new GapFreeCounter<{ codice: string; anno: number }>({
    table: 'kernel_counter_record',
    key: { codice: 'codice', anno: 'anno' },
    value: 'valore',
    id: 'id',
  });
  const createRecord = async (tx: CounterTransaction, key: { codice: string; anno: number }) => {
    await tx.query(`INSERT INTO kernel_counter_record (codice, anno, descrizione, valore) VALUES ($1, $2, 'nuovo', 0)`, [key.codice, key.anno]);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`CREATE TABLE kernel_counter_upsert (codice_tipo text NOT NULL, anno integer NOT NULL, valore integer NOT NULL, PRIMARY KEY (codice_tipo, anno))`);
    await db.pool.query(
      `CREATE TABLE kernel_counter_record (id serial PRIMARY KEY, codice text NOT NULL, anno integer NOT NULL, descrizione text NOT NULL, valore bigint NOT NULL)`,
    );
    await db.pool.query(`CREATE UNIQUE INDEX kernel_counter_record_idx ON kernel_counter_record (codice, anno)`);
  });

  afterAll(() => db.drop());

  it('starts a new key at 1 and goes on by one, each key on its own', async () => {
    const take = (tipo: string, anno: number) => inTransaction(db.pool, (tx) => byTypeAndYear.next(tx, { tipo, anno }));
    expect(await take('FT', 2026)).toEqual({ value: 1 });
    expect(await take('FT', 2026)).toEqual({ value: 2 });
    expect(await take('FT', 2027)).toEqual({ value: 1 });
    expect(await take('NC', 2026)).toEqual({ value: 1 });
    expect(await take('FT', 2026)).toEqual({ value: 3 });
  });

  it('gives the number back when the transaction rolls back', async () => {
    const key = { tipo: 'RB', anno: 2026 };
    await inTransaction(db.pool, (tx) => byTypeAndYear.next(tx, key));
    await expect(
      inTransaction(db.pool, async (tx) => {
        expect((await byTypeAndYear.next(tx, key)).value).toBe(2);
        throw new Error('the save is refused');
      }),
    ).rejects.toThrow('the save is refused');
    expect((await inTransaction(db.pool, (tx) => byTypeAndYear.next(tx, key))).value).toBe(2);
  });

  it('numbers concurrent transactions on a new key 1..n without a gap or a repeat', async () => {
    const key = { tipo: 'CC', anno: 2026 };
    const values = await Promise.all(
      Array.from({ length: 8 }, () =>
        inTransaction(db.pool, async (tx) => {
          const { value } = await byTypeAndYear.next(tx, key);
          await tx.query('SELECT pg_sleep(0.02)');
          return value;
        }),
      ),
    );
    expect(values.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('makes a missing row with `create` (at 0, then bumped) and answers its id', async () => {
    const first = await inTransaction(db.pool, (tx) => byCode.next(tx, { codice: 'FT', anno: 2026 }, createRecord));
    expect(first.value).toBe(1);
    const second = await inTransaction(db.pool, (tx) => byCode.next(tx, { codice: 'FT', anno: 2026 }, createRecord));
    expect(second).toEqual({ value: 2, id: first.id });
    const { rows } = await db.pool.query(`SELECT id, descrizione, valore::int AS valore FROM kernel_counter_record WHERE codice = 'FT'`);
    expect(rows).toEqual([{ id: first.id, descrizione: 'nuovo', valore: 2 }]);
  });

  it('a concurrent creation with `create` fails on the unique index; retryOnConcurrentCreation runs the work again and it finds the row', async () => {
    const key = { codice: 'RACE', anno: 2026 };
    const first = await db.pool.connect();
    const second = await db.pool.connect();
    try {
      await first.query('BEGIN');
      await second.query('BEGIN');
      expect((await byCode.next(first, key, createRecord)).value).toBe(1);
      const secondPid = (await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      const losing = byCode.next(second, key, createRecord); // waits on the first's new index entry
      await waitUntilBlocked(secondPid);
      await first.query('COMMIT');
      const error = await losing.then(() => null, (e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
      await second.query('ROLLBACK');
    } finally {
      first.release();
      second.release();
    }

    const key2 = { codice: 'RACE2', anno: 2026 };
    const retried = await Promise.all(
      [0, 1, 2].map(() =>
        retryOnConcurrentCreation(isUniqueViolation, () =>
          inTransaction(db.pool, async (tx) => {
            const n = await byCode.next(tx, key2, createRecord);
            await tx.query('SELECT pg_sleep(0.05)');
            return n.value;
          }),
        ),
      ),
    );
    expect(retried.sort()).toEqual([1, 2, 3]);
  });

  it('passes an error that is not a concurrent creation through, without running again', async () => {
    let runs = 0;
    await expect(
      retryOnConcurrentCreation(isUniqueViolation, async () => {
        runs++;
        throw new Error('altro');
      }),
    ).rejects.toThrow('altro');
    expect(runs).toBe(1);
  });

  it('refuses a declaration whose table or columns are not plain identifiers', () => {
    expect(() => new GapFreeCounter<{ a: string }>({ table: 'x; DROP TABLE y', key: { a: 'a' }, value: 'v' })).toThrow('not a plain SQL identifier');
    expect(() => new GapFreeCounter<{ a: string }>({ table: 't', key: { a: 'a"' }, value: 'v' })).toThrow('not a plain SQL identifier');
  });
});
