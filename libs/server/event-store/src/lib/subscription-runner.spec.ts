import type { TestDatabase } from '@registro/server-testing';
import { openTestDatabase } from '../test/test-database';
import { CART_SUMMARY_TABLE, cartSummary, cartSummaryRows } from '../test/cart-summary.projection';
import { DELIVERY_LOG_TABLE, delivered, deliveryLog } from '../test/delivery-log.projection';
import { inTransaction } from './in-transaction';
import type { NewEvent, Projection } from './event-store.types';
import { PostgresEventStore } from './postgres-event-store';
import { rebuildProjection } from './rebuild-projection';
import { SubscriptionRunner } from './subscription-runner';

const metadata = { userId: 1, userName: 'admin' };
const itemAdded = (amount: number): NewEvent => ({ type: 'ItemAdded', data: { amount } });

describe('SubscriptionRunner', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await openTestDatabase();
    store = new PostgresEventStore(db.pool);
    await db.pool.query(DELIVERY_LOG_TABLE);
    await db.pool.query(CART_SUMMARY_TABLE);
  });
  afterAll(() => db.drop());

  /** Appends in its own committed transaction; returns the global positions. */
  async function append(streamId: string, events: NewEvent[]): Promise<string[]> {
    const result = await inTransaction(db.pool, (tx) =>
      store.append(tx, streamId, 'carts', events, 'any', metadata),
    );
    return result.globalPositions;
  }

  async function allPositions(): Promise<string[]> {
    const result = await db.pool.query(
      `SELECT global_position FROM events ORDER BY transaction_id, global_position`,
    );
    return result.rows.map((row) => row.global_position);
  }

  it('delivers a transaction that took its position first but committed last, in order, exactly once', async () => {
    const log = deliveryLog('out-of-order');
    const runner = new SubscriptionRunner(db.pool, log, { catchUpWaitMs: 300 });
    const before = await append('carts-0', [itemAdded(1)]);
    expect(await runner.catchUp()).toBe(1);

    // The slow transaction takes its global position first and stays open on its own connection…
    const slow = await db.pool.connect();
    let slowPositions: string[];
    try {
      await slow.query('BEGIN');
      slowPositions = (await store.append(slow, 'carts-slow', 'carts', [itemAdded(2), itemAdded(3)], 0, metadata))
        .globalPositions;
      // …while a later one commits.
      const fastPositions = await append('carts-fast', [itemAdded(4)]);
      expect(BigInt(slowPositions[1])).toBeLessThan(BigInt(fastPositions[0]));

      await runner.catchUp();
      expect(await delivered(db.pool, 'out-of-order')).toEqual(before);

      await slow.query('COMMIT');
      await runner.catchUp();
      expect(await delivered(db.pool, 'out-of-order')).toEqual([...before, ...slowPositions, ...fastPositions]);
    } finally {
      slow.release(true); // destroyed, so a failed assertion cannot leave its transaction open
    }
    expect(await runner.catchUp()).toBe(0);
  });

  it('a subscriber restarted mid-stream resumes without loss or duplicates', async () => {
    const name = 'restarted';
    let batches = 0;
    const crashesOnThirdBatch: Projection = {
      ...deliveryLog(name),
      async apply(tx, events) {
        await deliveryLog(name).apply(tx, events);
        if (++batches === 3) throw new Error('the process dies halfway through a batch');
      },
    };
    for (let i = 0; i < 12; i++) await append(`carts-r${i % 4}`, [itemAdded(i), itemAdded(i)]);

    const first = new SubscriptionRunner(db.pool, crashesOnThirdBatch, { batchSize: 5 });
    await expect(first.catchUp()).rejects.toThrow('dies halfway');
    const afterCrash = await delivered(db.pool, name);
    expect(afterCrash.length).toBe(10); // two batches committed, the third rolled back with its checkpoint

    // A new runner (live this time) picks up where the checkpoint says, while appends continue.
    const second = new SubscriptionRunner(db.pool, deliveryLog(name), { batchSize: 5, pollIntervalMs: 50 });
    await second.start();
    for (let i = 0; i < 10; i++) await append(`carts-r${i % 3}`, [itemAdded(i)]);
    await second.stop();
    for (let i = 0; i < 5; i++) await append(`carts-r${i}`, [itemAdded(i)]);

    const third = new SubscriptionRunner(db.pool, deliveryLog(name), { batchSize: 5 });
    await third.catchUp();

    const all = await allPositions();
    expect(await delivered(db.pool, name)).toEqual(all);
  });

  it('wakes on NOTIFY without waiting for the poll interval', async () => {
    const runner = new SubscriptionRunner(db.pool, deliveryLog('notified'), { pollIntervalMs: 60_000 });
    await runner.catchUp();
    const before = (await delivered(db.pool, 'notified')).length;
    await runner.start();
    try {
      await append('carts-n', [itemAdded(1)]);
      const deadline = Date.now() + 5000;
      while ((await delivered(db.pool, 'notified')).length === before && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await delivered(db.pool, 'notified')).length).toBe(before + 1);
    } finally {
      await runner.stop();
    }
  });

  it('a rebuilt projection equals the live one, and continues live from where the rebuild stopped', async () => {
    const live = new SubscriptionRunner(db.pool, cartSummary, { batchSize: 3 });
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 7; i++) await append(`carts-s${(round * 7 + i) % 5}`, [itemAdded(i + 0.25), itemAdded(round)]);
      await live.catchUp();
    }
    const liveRows = await cartSummaryRows(db.pool);
    expect(liveRows.length).toBeGreaterThan(0);

    await db.pool.query(`UPDATE cart_summary SET items = -1`); // damage the read model
    const replayed = await rebuildProjection(db.pool, cartSummary, { batchSize: 4 });
    expect(replayed).toBe((await allPositions()).length);
    expect(await cartSummaryRows(db.pool)).toEqual(liveRows);

    // The live subscription continues from the rebuild's checkpoint: nothing is counted twice.
    await append('carts-s0', [itemAdded(10)]);
    expect(await live.catchUp()).toBe(1);
    const rows = await cartSummaryRows(db.pool);
    const s0 = await store.readStream('carts-s0');
    const row = rows.find((r) => r.stream_id === 'carts-s0');
    expect([row.items, Number(row.total), row.last_version]).toEqual([
      s0.length,
      s0.reduce((sum, e) => sum + Number(e.data['amount']), 0),
      s0.length,
    ]);
  });
});
