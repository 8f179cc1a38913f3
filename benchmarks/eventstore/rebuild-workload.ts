import { Pool } from 'pg';
import { guardPgPool, type Projection, rebuildProjection } from '@registro/server-event-store';

/** A realistic read model: per cart, item count, total and last version, upserted set-based per batch. */
const cartTotals: Projection = {
  name: 'bench-cart-totals',
  eventTypes: ['ItemAdded'],
  async apply(tx, events) {
    await tx.query(
      `INSERT INTO bench_cart_totals (stream_id, items, total, last_version)
       SELECT stream_id, sum(quantity), sum(amount * quantity), max(version)
       FROM unnest($1::text[], $2::numeric[], $3::int[], $4::int[]) AS e(stream_id, amount, quantity, version)
       GROUP BY stream_id
       ON CONFLICT (stream_id) DO UPDATE SET
         items = bench_cart_totals.items + excluded.items,
         total = bench_cart_totals.total + excluded.total,
         last_version = excluded.last_version`,
      [
        events.map((e) => e.streamId),
        events.map((e) => String(e.data['amount'])),
        events.map((e) => Number(e.data['quantity'])),
        events.map((e) => e.streamVersion),
      ],
    );
  },
  async reset(tx) {
    await tx.query('TRUNCATE bench_cart_totals');
  },
};

const GENERATE = `
  INSERT INTO events (stream_id, stream_type, stream_version, event_type, data, metadata)
  SELECT 'carts-' || (g % $3), 'carts', g / $3 + 1, 'ItemAdded',
         jsonb_build_object('sku', 'SKU-' || (g % 1000), 'amount', (g % 97) + 0.5, 'quantity', 1 + g % 3),
         '{"userId": 1, "userName": "bench", "ip": "127.0.0.1", "correlationId": "bench"}'::jsonb
  FROM generate_series($1::int, $2::int) AS g`;

export interface RebuildRun {
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

/** Generates `eventCount` events set-based (100,000 per transaction), then times a full rebuild. */
export async function runRebuild(url: string, eventCount: number, batchSize: number): Promise<RebuildRun> {
  const pool = guardPgPool(new Pool({ connectionString: url, max: 2 }));
  pool.on('error', (error) => console.error(`idle connection: ${error.message}`));
  try {
    await pool.query('TRUNCATE events');
    await pool.query(`CREATE TABLE bench_cart_totals (
      stream_id text PRIMARY KEY, items int NOT NULL, total numeric NOT NULL, last_version int NOT NULL)`);
    const streams = Math.max(1, Math.floor(eventCount / 100));
    for (let from = 0; from < eventCount; from += 100_000) {
      await pool.query(GENERATE, [from, Math.min(from + 100_000, eventCount) - 1, streams]);
    }
    await pool.query('VACUUM ANALYZE events'); // what autovacuum does after a bulk load

    const started = performance.now();
    const replayed = await rebuildProjection(pool, cartTotals, { batchSize });
    const seconds = (performance.now() - started) / 1000;

    const built = await pool.query(`SELECT count(*)::int AS carts, sum(items)::int AS items FROM bench_cart_totals`);
    const expected = await pool.query(`SELECT sum((data->>'quantity')::int)::int AS items FROM events`);
    const { carts, items } = built.rows[0];
    if (replayed !== eventCount || carts !== streams || items !== expected.rows[0].items) {
      throw new Error(`rebuild replayed ${replayed} events into ${carts} carts with ${items} items`);
    }
    return { events: replayed, seconds, eventsPerSecond: replayed / seconds };
  } finally {
    await pool.end();
  }
}
