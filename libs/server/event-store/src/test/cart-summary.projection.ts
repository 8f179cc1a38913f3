import type { Projection, RecordedEvent, Transaction } from '../index';

/** Test read model: per stream, how many items and their total, upserted set-based per batch. */
export const CART_SUMMARY_TABLE = `
  CREATE TABLE IF NOT EXISTS cart_summary (
    stream_id    text    PRIMARY KEY,
    items        int     NOT NULL,
    total        numeric NOT NULL,
    last_version int     NOT NULL
  )`;

export const cartSummary: Projection = {
  name: 'cart-summary',
  eventTypes: ['ItemAdded'],
  async apply(tx: Transaction, events: RecordedEvent[]) {
    await tx.query(
      `INSERT INTO cart_summary (stream_id, items, total, last_version)
       SELECT stream_id, count(*), sum(amount), max(version)
       FROM unnest($1::text[], $2::numeric[], $3::int[]) AS e(stream_id, amount, version)
       GROUP BY stream_id
       ON CONFLICT (stream_id) DO UPDATE SET
         items = cart_summary.items + excluded.items,
         total = cart_summary.total + excluded.total,
         last_version = excluded.last_version`,
      [
        events.map((e) => e.streamId),
        events.map((e) => String(e.data['amount'])),
        events.map((e) => e.streamVersion),
      ],
    );
  },
  async reset(tx: Transaction) {
    await tx.query(`TRUNCATE cart_summary`);
  },
};

export async function cartSummaryRows(db: { query: Transaction['query'] }) {
  const result = await db.query(
    `SELECT stream_id, items, total::text, last_version FROM cart_summary ORDER BY stream_id`,
  );
  return result.rows;
}
