import type { Projection, RecordedEvent, Transaction } from '../index';

/** Test read model: one row per delivered event, in delivery order, so duplicates and gaps show. */
export const DELIVERY_LOG_TABLE = `
  CREATE TABLE IF NOT EXISTS delivery_log (
    delivery        bigserial PRIMARY KEY,
    projection      text   NOT NULL,
    global_position bigint NOT NULL,
    stream_id       text   NOT NULL,
    stream_version  int    NOT NULL
  )`;

export function deliveryLog(name: string, eventTypes: string[] = ['*']): Projection {
  return {
    name,
    eventTypes,
    async apply(tx: Transaction, events: RecordedEvent[]) {
      await tx.query(
        `INSERT INTO delivery_log (projection, global_position, stream_id, stream_version)
         SELECT $1, p, s, v FROM unnest($2::bigint[], $3::text[], $4::int[]) WITH ORDINALITY AS e(p, s, v, n)
         ORDER BY n`,
        [
          name,
          events.map((e) => e.globalPosition),
          events.map((e) => e.streamId),
          events.map((e) => e.streamVersion),
        ],
      );
    },
    async reset(tx: Transaction) {
      await tx.query(`DELETE FROM delivery_log WHERE projection = $1`, [name]);
    },
  };
}

/** Global positions delivered to `name`, in delivery order. */
export async function delivered(
  db: { query: Transaction['query'] },
  name: string,
): Promise<string[]> {
  const result = await db.query<{ global_position: string }>(
    `SELECT global_position FROM delivery_log WHERE projection = $1 ORDER BY delivery`,
    [name],
  );
  return result.rows.map((row) => row.global_position);
}
