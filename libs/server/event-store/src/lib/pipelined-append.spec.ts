import { Pool } from 'pg';
import type { TestDatabase } from '@registro/server-testing';
import { openTestDatabase } from '../test/test-database';
import { ConcurrencyError, type Projection, type Transaction } from './event-store.types';
import { inTransaction } from './in-transaction';
import { guardPgPool } from './pg-error-listeners';
import { pipelinedWritesSettled, pipelineWrite } from './pipelined-writes';
import { PostgresEventStore } from './postgres-event-store';
import { recordAggregate } from './record.aggregate';

const metadata = { userName: 'jest' };
const created = { type: 'RecordCreated', data: { values: { nome: 'Mario' } } };
const updated = { type: 'RecordUpdated', data: { changes: { nome: { prima: 'Mario', dopo: 'Luigi' } } } };

/**
 * Counts the writes the transaction's connection makes to its socket (one per batch of messages),
 * and keeps what they sent.
 */
function countSocketWrites(tx: Transaction): { writes(): number; sent(): string } {
  const socket = tx.connection.stream as unknown as { _write: (...args: unknown[]) => unknown; _writev: (...args: unknown[]) => unknown };
  let writes = 0;
  const chunks: Buffer[] = [];
  const write = socket._write;
  const writev = socket._writev;
  socket._write = (...args) => (writes++, chunks.push(args[0] as Buffer), write.apply(socket, args));
  socket._writev = (...args) => (writes++, chunks.push(...(args[0] as { chunk: Buffer }[]).map((c) => c.chunk)), writev.apply(socket, args));
  return {
    writes() {
      socket._write = write;
      socket._writev = writev;
      return writes;
    },
    sent: () => Buffer.concat(chunks).toString('latin1'),
  };
}

describe('the pipelined append (a pipelined pool, as the api’s)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const history = async (streamId: string) =>
    (await db.pool.query(`SELECT versione, registrato_il FROM storia WHERE stream_id = $1 ORDER BY versione`, [streamId])).rows;

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.pool.query(`CREATE TABLE storia (stream_id text, versione int, registrato_il timestamptz, PRIMARY KEY (stream_id, versione))`);
    const storia: Projection = {
      name: 'storia',
      eventTypes: ['RecordCreated', 'RecordUpdated'],
      async apply(tx, events) {
        for (const e of events) pipelineWrite(tx, `INSERT INTO storia VALUES ($1, $2, $3)`, [e.streamId, e.streamVersion, e.recordedAt]);
      },
      reset: async (tx) => void (await tx.query('TRUNCATE storia')),
    };
    store = new PostgresEventStore(db.pool);
    store.registerInlineProjection(storia);
  });
  afterAll(() => db.drop());

  it('after the command’s read, sends the append, its projection and the COMMIT in one write, with the time the server records', async () => {
    await inTransaction(db.pool, (tx) => store.append(tx, 'articoli-1', 'articoli', [created], 0, metadata));

    const { appended, writes } = await inTransaction(db.pool, async (tx) => {
      await store.aggregateStream(tx, 'articoli-1', recordAggregate('articoli'));
      const socket = countSocketWrites(tx);
      const result = await store.append(tx, 'articoli-1', 'articoli', [updated, updated], 1, metadata);
      return { appended: result, writes: socket };
    });

    expect(writes.writes()).toBe(1);
    const stored = (await db.pool.query(`SELECT global_position, transaction_id, stream_version, recorded_at FROM events WHERE stream_id = 'articoli-1' ORDER BY stream_version`)).rows;
    expect(appended.nextVersion).toBe(3);
    expect(appended.globalPositions).toEqual(stored.slice(1).map((row) => row.global_position));
    expect(appended.events.map((e) => [e.streamVersion, e.transactionId, e.recordedAt])).toEqual(
      stored.slice(1).map((row) => [row.stream_version, row.transaction_id, row.recorded_at]),
    );
    expect((await history('articoli-1')).slice(1)).toEqual(stored.slice(1).map((row) => ({ versione: row.stream_version, registrato_il: row.recorded_at })));
  });

  it('as the transaction’s first statement, fills in what only the server knows once the COMMIT is answered', async () => {
    const plain = new PostgresEventStore(db.pool); // no projection waits for the events' time
    const appended = await inTransaction(db.pool, (tx) => plain.append(tx, 'articoli-2', 'articoli', [created], 0, metadata));
    const [row] = (await db.pool.query(`SELECT global_position, recorded_at FROM events WHERE stream_id = 'articoli-2'`)).rows;
    expect(appended.globalPositions).toEqual([row.global_position]);
    expect(appended.events[0].recordedAt).toEqual(row.recorded_at);
  });

  it('at a version the stream is not at, ends the transaction with ConcurrencyError and writes nothing of it', async () => {
    await inTransaction(db.pool, (tx) => store.append(tx, 'articoli-3', 'articoli', [created], 0, metadata));
    for (const wrong of [0, 2]) {
      await expect(
        inTransaction(db.pool, async (tx) => {
          await store.aggregateStream(tx, 'articoli-3', recordAggregate('articoli'));
          await store.append(tx, 'articoli-3', 'articoli', [updated], wrong, metadata);
          pipelineWrite(tx, `INSERT INTO storia VALUES ('altro', $1, now())`, [wrong]);
        }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
    }
    expect((await store.readStream('articoli-3')).map((e) => e.streamVersion)).toEqual([1]);
    expect(await history('articoli-3')).toHaveLength(1);
    expect(await history('altro')).toEqual([]);
  });

  it('lets a command answer the conflict itself, inside its transaction (pipelinedWritesSettled)', async () => {
    await inTransaction(db.pool, (tx) => store.append(tx, 'articoli-4', 'articoli', [created], 0, metadata));
    const answered = await inTransaction(db.pool, async (tx) => {
      await store.aggregateStream(tx, 'articoli-4', recordAggregate('articoli'));
      await tx.query('SAVEPOINT prima');
      await store.append(tx, 'articoli-4', 'articoli', [created], 0, metadata);
      const conflict = await pipelinedWritesSettled(tx).then(
        () => undefined,
        (error: unknown) => error,
      );
      await tx.query('ROLLBACK TO SAVEPOINT prima');
      await store.append(tx, 'articoli-4', 'articoli', [updated], 1, metadata);
      return conflict;
    });
    expect(answered).toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream('articoli-4')).map((e) => e.type)).toEqual(['RecordCreated', 'RecordUpdated']);
  });

  it('two commands racing on one version: one commits, the other gets ConcurrencyError and leaves no projection row', async () => {
    await inTransaction(db.pool, (tx) => store.append(tx, 'articoli-5', 'articoli', [created], 0, metadata));
    let letAppend: () => void = () => undefined;
    const bothHaveRead = new Promise<void>((resolve) => (letAppend = resolve));
    let reads = 0;
    const outcomes = await Promise.allSettled(
      ['A', 'B'].map(() =>
        inTransaction(db.pool, async (tx) => {
          const { currentVersion } = await store.aggregateStream(tx, 'articoli-5', recordAggregate('articoli'));
          if (++reads === 2) letAppend();
          await bothHaveRead;
          await store.append(tx, 'articoli-5', 'articoli', [updated], currentVersion, metadata);
        }),
      ),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')?.reason).toBeInstanceOf(ConcurrencyError);
    expect((await history('articoli-5')).map((row) => row.versione)).toEqual([1, 2]);
  });

  describe('a unit of work of pipelined writes only (nothing read before them)', () => {
    const plain = () => new PostgresEventStore(pool); // no projection waits for the events' time
    let pool: Pool;
    beforeAll(async () => {
      pool = guardPgPool(new Pool({ connectionString: db.url, max: 1, pipeline: true })); // one connection: its statements are prepared
      // prepares the statement of an append at a version the store has not seen (a fresh store each time)
      await inTransaction(pool, (tx) => plain().append(tx, 'lotto-1', 'articoli', [created], 0, metadata));
      await inTransaction(pool, (tx) => plain().append(tx, 'lotto-1', 'articoli', [updated], 1, metadata));
    });
    afterAll(() => pool.end());
    const xmins = async (sql: string) => (await db.pool.query(sql)).rows.map((row) => row.xmin);

    it('commits them together in one write, with no BEGIN and no COMMIT of their own', async () => {
      let socket: ReturnType<typeof countSocketWrites> | undefined;
      const appended = await inTransaction(pool, async (tx) => {
        socket = countSocketWrites(tx);
        const result = await plain().append(tx, 'lotto-1', 'articoli', [updated], 2, metadata);
        pipelineWrite(tx, `INSERT INTO storia VALUES ($1, $2, now())`, ['lotto-1', 3]);
        return result;
      });
      expect(socket?.writes()).toBe(1);
      expect(socket?.sent()).not.toMatch(/BEGIN|COMMIT/);
      const [event] = (await db.pool.query(`SELECT global_position, xmin FROM events WHERE stream_id = 'lotto-1' AND stream_version = 3`)).rows;
      expect(appended.globalPositions).toEqual([event.global_position]);
      expect(await xmins(`SELECT xmin FROM storia WHERE stream_id = 'lotto-1'`)).toEqual([event.xmin]);
    });

    it('keeps none of them when one fails, throws its error, and the connection serves the next unit of work', async () => {
      await expect(
        inTransaction(pool, async (tx) => {
          pipelineWrite(tx, `INSERT INTO storia VALUES ($1, $2, now())`, ['lotto-2', 1]);
          await plain().append(tx, 'lotto-1', 'articoli', [updated], 1, metadata);
          pipelineWrite(tx, `INSERT INTO storia VALUES ($1, $2, now())`, ['lotto-2', 2]);
        }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await history('lotto-2')).toEqual([]);
      expect((await store.readStream('lotto-1')).map((e) => e.streamVersion)).toEqual([1, 2, 3]);

      await inTransaction(pool, async (tx) => pipelineWrite(tx, `INSERT INTO storia VALUES ($1, $2, now())`, ['lotto-2', 3]));
      expect((await history('lotto-2')).map((row) => row.versione)).toEqual([3]);
    });

    it('sends nothing when the work fails before any other statement, and the connection is as it was', async () => {
      const client = await pool.connect();
      client.release();
      await expect(
        inTransaction(pool, async (tx) => {
          pipelineWrite(tx, `INSERT INTO storia VALUES ($1, $2, now())`, ['lotto-3', 1]);
          throw new Error('ripensamento');
        }),
      ).rejects.toThrow('ripensamento');
      expect(await history('lotto-3')).toEqual([]);
      const same = await pool.connect();
      try {
        expect(same).toBe(client);
        await same.query(`INSERT INTO storia VALUES ('lotto-3', 2, now())`); // autocommitted: no transaction was left open
        expect((await history('lotto-3')).map((row) => row.versione)).toEqual([2]);
      } finally {
        same.release();
      }
    });
  });
});
