import type { TestDatabase } from '@registro/server-testing';
import { openTestDatabase } from '../test/test-database';
import { ConcurrencyError } from './event-store.types';
import { inTransaction } from './in-transaction';
import { pipelineWrite } from './pipelined-writes';
import { PostgresEventStore } from './postgres-event-store';

const metadata = { userName: 'jest' };
const event = (n: number) => ({ type: 'RecordUpdated', data: { n } });
const POOL_SIZE = 10;

describe('group commit (units of work of pipelined writes only, on a pipelined pool)', () => {
  let db: TestDatabase;
  const insertKey = (key: number) => inTransaction(db.pool, async (tx) => pipelineWrite(tx, 'INSERT INTO chiavi VALUES ($1)', [key]));
  const transactionsOf = async (keys: number[]) =>
    (await db.pool.query<{ n: number }>('SELECT count(DISTINCT xmin::text)::int AS n FROM chiavi WHERE k = ANY($1)', [keys])).rows[0].n;

  beforeAll(async () => {
    db = await openTestDatabase();
    expect(db.pool.options.max).toBeGreaterThanOrEqual(POOL_SIZE);
    await db.pool.query('CREATE TABLE chiavi (k int PRIMARY KEY)');
    // every connection open and idle, so that the units of work below start in the same turn
    const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => db.pool.connect()));
    clients.forEach((client) => client.release());
  });
  afterAll(() => db.drop());

  it('commits units of work that end at the same time as one transaction', async () => {
    const keys = [1, 2, 3, 4, 5, 6];

    await Promise.all(keys.map(insertKey));

    expect(await transactionsOf(keys)).toBe(1);
  });

  it('gives the unit of work the server refuses its own error, and commits the others with it', async () => {
    await insertKey(100);

    const outcomes = await Promise.allSettled([11, 100, 12].map(insertKey));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23505', constraint: 'chiavi_pkey' });
    const stored = await db.pool.query<{ k: number }>('SELECT k FROM chiavi WHERE k IN (11, 12, 100) ORDER BY k');
    expect(stored.rows.map((row) => row.k)).toEqual([11, 12, 100]);
  });

  it('keeps one of two appends at the same version of a stream, and refuses the other as a ConcurrencyError, with no gap', async () => {
    const store = new PostgresEventStore(db.pool);
    const streams = Array.from({ length: POOL_SIZE }, (_, i) => `articoli-${i + 1}`);
    await Promise.all(streams.map((stream) => store.appendToStream(stream, 'articoli', [event(1)], 0, metadata)));
    // every connection has the append at a known version prepared: the next appends can be merged
    for (let version = 1; version <= 3; version += 1)
      await Promise.all(streams.map((stream) => store.appendToStream(stream, 'articoli', [event(version + 1)], version, metadata)));

    const outcomes = await Promise.allSettled([
      store.appendToStream('articoli-1', 'articoli', [event(5)], 4, metadata),
      store.appendToStream('articoli-1', 'articoli', [event(6)], 4, metadata),
      store.appendToStream('articoli-2', 'articoli', [event(5)], 4, metadata),
    ]);

    // which of the two comes first is the server's order
    const [first, second, other] = outcomes;
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect(other.status).toBe('fulfilled');
    const refused = [first, second].find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(ConcurrencyError);
    const kept = first.status === 'fulfilled' ? 5 : 6;
    const versions = await db.pool.query<{ stream_id: string; v: number[]; n: number[] }>(
      `SELECT stream_id, array_agg(stream_version ORDER BY stream_version) AS v, array_agg((data->>'n')::int ORDER BY stream_version) AS n
       FROM events WHERE stream_id IN ('articoli-1', 'articoli-2') GROUP BY stream_id ORDER BY stream_id`,
    );
    expect(versions.rows).toEqual([
      { stream_id: 'articoli-1', v: [1, 2, 3, 4, 5], n: [1, 2, 3, 4, kept] },
      { stream_id: 'articoli-2', v: [1, 2, 3, 4, 5], n: [1, 2, 3, 4, 5] },
    ]);
  });

  it('answers each append with its own events as stored, when several commit together', async () => {
    const store = new PostgresEventStore(db.pool);
    const streams = Array.from({ length: POOL_SIZE }, (_, i) => `fatture-${i + 1}`);
    const appendTwo = (version: number, first: (i: number) => number) =>
      Promise.all(streams.map((stream, i) => store.appendToStream(stream, 'fatture', [event(first(i)), event(first(i) + 100)], version, metadata)));
    // one append on every connection at once prepares the append of 2 events at a known version there
    await appendTwo(0, () => 1);
    await appendTwo(2, () => 2);

    const appended = await appendTwo(4, (i) => 10 + i);

    const stored = await db.pool.query(
      `SELECT stream_id, global_position, transaction_id, stream_version, data FROM events WHERE stream_id LIKE 'fatture-%' AND stream_version > 4 ORDER BY global_position`,
    );
    expect(stored.rows).toHaveLength(2 * POOL_SIZE);
    const answered = new Map(appended.flatMap((result) => result.events.map((e) => [e.globalPosition, [e.streamId, e.transactionId, e.streamVersion, e.data]])));
    for (const row of stored.rows) expect(answered.get(row.global_position)).toEqual([row.stream_id, row.transaction_id, row.stream_version, row.data]);
    expect(new Set(appended.map((result) => result.events[0].transactionId)).size).toBeLessThan(streams.length);
  });
});
