import { Pool } from 'pg';
import type { TestDatabase } from '@registro/server-testing';
import { openTestDatabase } from '../test/test-database';
import { inTransaction } from './in-transaction';
import { ConcurrencyError, type EventMetadata, type Projection } from './event-store.types';
import { guardPgPool } from './pg-error-listeners';
import { PostgresEventStore } from './postgres-event-store';
import { recordAggregate } from './record.aggregate';

const metadata: EventMetadata = {
  userId: 1,
  userName: 'admin',
  ip: '127.0.0.1',
  userAgent: 'jest',
  correlationId: 'c-1',
};
const created = { type: 'RecordCreated', data: { values: { nome: 'Mario' } } };
const updated = { type: 'RecordUpdated', data: { changes: { nome: { prima: 'Mario', dopo: 'Luigi' } } } };

describe('PostgresEventStore', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await openTestDatabase();
    store = new PostgresEventStore(db.pool);
  });
  afterAll(() => db.drop());

  it('appends events and reads the stream back in version order with their metadata', async () => {
    const result = await inTransaction(db.pool, (tx) =>
      store.append(tx, 'users-1', 'users', [created, updated], 0, metadata),
    );
    expect(result.nextVersion).toBe(2);
    expect(result.globalPositions).toHaveLength(2);

    const events = await store.readStream('users-1');
    expect(events.map((e) => [e.streamVersion, e.type, e.streamType])).toEqual([
      [1, 'RecordCreated', 'users'],
      [2, 'RecordUpdated', 'users'],
    ]);
    expect(events[1].data).toEqual(updated.data);
    expect(events[0].metadata).toEqual(metadata);
    expect(events.map((e) => e.globalPosition)).toEqual(result.globalPositions);
    expect(events[0].transactionId).toBe(events[1].transactionId);
    expect(await store.readStream('users-1', { fromVersion: 2 })).toHaveLength(1);
  });

  it("reads a stream's first and last events only: who made it, who changed it last", async () => {
    const byOperatore = { ...metadata, userId: 2, userName: 'operatore' };
    await inTransaction(db.pool, (tx) => store.append(tx, 'gruppi-20', 'gruppi', [created], 0, metadata));
    const alone = await store.readStreamEnds('gruppi-20');
    expect([alone?.first.streamVersion, alone?.last.streamVersion]).toEqual([1, 1]);
    await inTransaction(db.pool, (tx) => store.append(tx, 'gruppi-20', 'gruppi', [updated, updated], 1, byOperatore));
    const ends = await store.readStreamEnds('gruppi-20');
    expect([ends?.first.streamVersion, ends?.first.type, ends?.first.metadata.userName]).toEqual([1, 'RecordCreated', 'admin']);
    expect([ends?.last.streamVersion, ends?.last.type, ends?.last.metadata.userName]).toEqual([3, 'RecordUpdated', 'operatore']);
    expect(await store.readStreamEnds('gruppi-21')).toBeUndefined();
  });

  it('two appends racing on one version: exactly one succeeds, the other gets ConcurrencyError', async () => {
    await inTransaction(db.pool, (tx) => store.append(tx, 'gruppi-7', 'gruppi', [created], 0, metadata));
    const [a, b] = await Promise.all([db.pool.connect(), db.pool.connect()]);
    try {
      await Promise.all([a.query('BEGIN'), b.query('BEGIN')]);
      const appendThenCommit = async (tx: typeof a, nome: string) => {
        try {
          await store.append(tx, 'gruppi-7', 'gruppi', [{ type: 'RecordUpdated', data: { nome } }], 1, metadata);
          await tx.query('COMMIT');
        } catch (error) {
          await tx.query('ROLLBACK');
          throw error;
        }
      };
      // Both statements are in flight together: the second blocks on the first's uncommitted row.
      const outcomes = await Promise.allSettled([appendThenCommit(a, 'A'), appendThenCommit(b, 'B')]);

      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(rejected).toHaveLength(1);
      expect(rejected[0].reason).toBeInstanceOf(ConcurrencyError);
    } finally {
      a.release();
      b.release();
    }
    const events = await store.readStream('gruppi-7');
    expect(events.map((e) => e.streamVersion)).toEqual([1, 2]);
  });

  it('rejects an expected version behind or ahead of the stream, and "any" appends after the last', async () => {
    await inTransaction(db.pool, (tx) => store.append(tx, 'users-2', 'users', [created], 0, metadata));

    for (const wrong of [0, 2, 5]) {
      await expect(
        inTransaction(db.pool, (tx) => store.append(tx, 'users-2', 'users', [updated], wrong, metadata)),
      ).rejects.toBeInstanceOf(ConcurrencyError);
    }
    const result = await inTransaction(db.pool, (tx) =>
      store.append(tx, 'users-2', 'users', [updated, updated], 'any', metadata),
    );
    expect(result.nextVersion).toBe(3);
    expect((await store.readStream('users-2')).map((e) => e.streamVersion)).toEqual([1, 2, 3]);
  });

  it('appends more events than one statement takes (an invoice of 2,500 lines) in order, with no gap, and all or none', async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => ({ type: 'RigaAggiunta', data: { posizione: i + 1 } }));
    const result = await store.appendToStream('fatture-1', 'fatture', [created, ...lines(2_500)], 0, metadata);
    expect(result.nextVersion).toBe(2_501);
    const events = await store.readStream('fatture-1');
    expect(events.map((e) => e.streamVersion)).toEqual(Array.from({ length: 2_501 }, (_, i) => i + 1));
    expect(events.at(-1)?.data).toEqual({ posizione: 2_500 });

    const more = await inTransaction(db.pool, (tx) => store.append(tx, 'fatture-1', 'fatture', lines(1_200), 'any', metadata));
    expect(more.nextVersion).toBe(3_701);
    const failing = [...lines(1_500), { type: 'RigaAggiunta', data: { testo: 'x\u0000' } }];
    await expect(store.appendToStream('fatture-1', 'fatture', failing, 3_701, metadata)).rejects.toThrow();
    expect(await store.readStream('fatture-1', { fromVersion: 3_702 })).toEqual([]);
  });

  it('"any" appends racing on one stream queue up instead of colliding: each gets the next version', async () => {
    const [a, b] = await Promise.all([db.pool.connect(), db.pool.connect()]);
    try {
      await Promise.all([a.query('BEGIN'), b.query('BEGIN')]);
      await store.append(a, 'signins-9', 'signins', [created], 'any', metadata);
      // b waits for a's transaction: its version is read after a commits
      const second = store.append(b, 'signins-9', 'signins', [updated], 'any', metadata).then(() => b.query('COMMIT'));
      await new Promise((r) => setTimeout(r, 100));
      await a.query('COMMIT');
      await second;
    } finally {
      a.release();
      b.release();
    }
    const racing = await Promise.allSettled(
      Array.from({ length: 8 }, () => store.appendToStream('signins-9', 'signins', [created], 'any', metadata)),
    );
    expect(racing.filter((o) => o.status === 'rejected')).toEqual([]);
    expect((await store.readStream('signins-9')).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('runs an inline projection in the append transaction: it sees its write and rolls back with it', async () => {
    await db.pool.query(`CREATE TABLE user_names (stream_id text PRIMARY KEY, nome text)`);
    const userNames: Projection = {
      name: 'user-names',
      eventTypes: ['RecordCreated'],
      async apply(tx, events) {
        for (const e of events) {
          const values = e.data['values'] as { nome: string };
          await tx.query(`INSERT INTO user_names VALUES ($1, $2)`, [e.streamId, values.nome]);
        }
      },
      async reset(tx) {
        await tx.query('TRUNCATE user_names');
      },
    };
    const withProjection = new PostgresEventStore(db.pool);
    withProjection.registerInlineProjection(userNames);

    const seenInside = await inTransaction(db.pool, async (tx) => {
      await withProjection.append(tx, 'users-10', 'users', [created], 0, metadata);
      return (await tx.query(`SELECT nome FROM user_names WHERE stream_id = 'users-10'`)).rows;
    });
    expect(seenInside).toEqual([{ nome: 'Mario' }]);

    await expect(
      inTransaction(db.pool, async (tx) => {
        await withProjection.append(tx, 'users-11', 'users', [created], 0, metadata);
        throw new Error('the command fails after the append');
      }),
    ).rejects.toThrow('the command fails');
    expect((await db.pool.query(`SELECT 1 FROM user_names WHERE stream_id = 'users-11'`)).rowCount).toBe(0);
    expect(await withProjection.readStream('users-11')).toEqual([]);

    // An event type the projection does not handle does not reach it.
    await inTransaction(db.pool, (tx) => withProjection.append(tx, 'users-10', 'users', [updated], 1, metadata));
    expect((await db.pool.query(`SELECT count(*)::int AS n FROM user_names`)).rows[0].n).toBe(1);
  });

  it('upcasts old schema versions in chain when reading', async () => {
    const upcasting = new PostgresEventStore(db.pool, {
      upcasters: [
        { eventType: 'PriceSet', fromSchemaVersion: 1, upcast: (d) => ({ cents: Number(d['euros']) * 100 }) },
        { eventType: 'PriceSet', fromSchemaVersion: 2, upcast: (d) => ({ amount: { cents: d['cents'], currency: 'EUR' } }) },
      ],
    });
    await inTransaction(db.pool, (tx) =>
      upcasting.append(
        tx,
        'articoli-1',
        'articoli',
        [
          { type: 'PriceSet', data: { euros: 3 }, schemaVersion: 1 },
          { type: 'PriceSet', data: { cents: 450 }, schemaVersion: 2 },
          { type: 'PriceSet', data: { amount: { cents: 500, currency: 'EUR' } }, schemaVersion: 3 },
        ],
        0,
        metadata,
      ),
    );
    const events = await upcasting.readStream('articoli-1');
    expect(events.map((e) => [e.schemaVersion, e.data])).toEqual([
      [3, { amount: { cents: 300, currency: 'EUR' } }],
      [3, { amount: { cents: 450, currency: 'EUR' } }],
      [3, { amount: { cents: 500, currency: 'EUR' } }],
    ]);
    // The stored data is untouched; a store without upcasters reads it as written.
    expect((await store.readStream('articoli-1'))[0].data).toEqual({ euros: 3 });
  });

  it('readStream upTo returns the stream as it was at an instant', async () => {
    await inTransaction(db.pool, (tx) => store.append(tx, 'users-20', 'users', [created], 0, metadata));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const instant = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await inTransaction(db.pool, (tx) => store.append(tx, 'users-20', 'users', [updated], 1, metadata));

    const then = await store.readStream('users-20', { upTo: instant });
    expect(then.map((e) => e.type)).toEqual(['RecordCreated']);
    expect((await store.readStream('users-20')).map((e) => e.type)).toEqual(['RecordCreated', 'RecordUpdated']);
  });
  it('appendToStream appends on its own: racing appends give one ConcurrencyError, and an interested inline projection commits with the events', async () => {
    const outcomes = await Promise.allSettled([
      store.appendToStream('users-40', 'users', [created], 0, metadata),
      store.appendToStream('users-40', 'users', [created], 0, metadata),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(rejected[0].reason).toBeInstanceOf(ConcurrencyError);

    await db.pool.query('CREATE TABLE IF NOT EXISTS nomi_standalone (nome text)');
    const withProjection = new PostgresEventStore(db.pool);
    withProjection.registerInlineProjection({
      name: 'nomi-standalone',
      eventTypes: ['RecordCreated'],
      async apply(tx) {
        await tx.query("INSERT INTO nomi_standalone VALUES ('x')");
        throw new Error('projection failed');
      },
      reset: async () => undefined,
    });
    await expect(withProjection.appendToStream('users-41', 'users', [created], 0, metadata)).rejects.toThrow('projection failed');
    expect((await store.readStream('users-41')).length).toBe(0);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM nomi_standalone')).rows[0].n).toBe(0);
  });

  describe('versions the store knows exist (not looked up again)', () => {
    let pool: Pool;
    beforeEach(() => {
      pool = guardPgPool(new Pool({ connectionString: db.url, max: 1, pipeline: true })); // one connection: its prepared statements show what was sent
    });
    afterEach(() => pool.end());
    const preparedAppends = async () =>
      (await pool.query(`SELECT name FROM pg_prepared_statements WHERE name LIKE 'registro_append_%' ORDER BY name`)).rows.map((row) => row.name);
    const versions = async (streamId: string) => (await store.readStream(streamId)).map((e) => e.streamVersion);

    it('appends at a version it committed without the lookup; a rolled-back append teaches it nothing, so a version ahead still fails with no gap', async () => {
      const known = new PostgresEventStore(pool);
      await inTransaction(pool, (tx) => known.append(tx, 'lotti-1', 'lotti', [created], 0, metadata));
      await known.appendToStream('lotti-1', 'lotti', [updated], 1, metadata);
      expect(await preparedAppends()).toEqual(['registro_append_known_1']);

      await expect(
        inTransaction(pool, async (tx) => {
          await known.append(tx, 'lotti-1', 'lotti', [updated], 2, metadata);
          throw new Error('ripensamento');
        }),
      ).rejects.toThrow('ripensamento');
      await expect(known.appendToStream('lotti-1', 'lotti', [updated], 3, metadata)).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await versions('lotti-1')).toEqual([1, 2]);
      expect(await preparedAppends()).toEqual(['registro_append_expected_1', 'registro_append_known_1']);
    });

    it('another process appending meanwhile: a version it already passed is a ConcurrencyError, not a duplicate', async () => {
      const here = new PostgresEventStore(pool);
      const elsewhere = new PostgresEventStore(db.pool);
      await here.appendToStream('lotti-2', 'lotti', [created], 0, metadata);
      await elsewhere.appendToStream('lotti-2', 'lotti', [updated], 1, metadata);
      await expect(here.appendToStream('lotti-2', 'lotti', [updated], 1, metadata)).rejects.toBeInstanceOf(ConcurrencyError);
      await here.appendToStream('lotti-2', 'lotti', [updated], 2, metadata);
      expect(await versions('lotti-2')).toEqual([1, 2, 3]);
    });

    it('a command appends at the version it read, without the lookup, even in a store that never saw the stream', async () => {
      await store.appendToStream('lotti-3', 'lotti', [created], 0, metadata);
      const fresh = new PostgresEventStore(pool);
      await inTransaction(pool, (tx) =>
        fresh.handleCommand(tx, 'lotti-3', recordAggregate('lotti'), () => [{ ...updated, type: 'RecordUpdated' as const }], { metadata }),
      );
      expect(await versions('lotti-3')).toEqual([1, 2]);
      expect(await preparedAppends()).toEqual(['registro_append_known_1']);
    });
  });
});
