import type { EventPosition } from './event-position';
import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from './event-rows';
import type { RecordedEvent } from './event-store.types';
import type { Queryable } from './queryable';
import type { Upcasting } from './upcasting';

/**
 * The oldest transaction of this database still running when the statement's snapshot was taken
 * (or the snapshot's xmax if none is): every event below it is committed and visible, or will
 * never be. This is pg_snapshot_xmin(pg_current_snapshot()) without the transactions that
 * pg_stat_activity shows running in other databases, which cannot write our events, so a long
 * transaction elsewhere on the server does not hold subscriptions back. A running transaction
 * that cannot be placed (it ended meanwhile, or stats are not visible) counts as ours: safe.
 */
const HORIZON = `
  SELECT coalesce(min(running.xid), pg_snapshot_xmax(pg_current_snapshot())) AS xid
  FROM pg_snapshot_xip(pg_current_snapshot()) AS running(xid)
  WHERE NOT EXISTS (
    SELECT 1 FROM pg_stat_activity elsewhere
    WHERE elsewhere.datname <> current_database()
      AND elsewhere.backend_xid::text::bigint = running.xid::text::bigint % 4294967296
  )`;

/**
 * Events after `after` in (transaction_id, global_position) order, only from transactions older
 * than every transaction of this database still running: a transaction that took its positions
 * earlier but has not committed yet holds back everything after it, so it is never skipped.
 */
const READ_ALL = `
  SELECT ${EVENT_COLUMNS}
  FROM events
  WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
    AND transaction_id < (${HORIZON})
  ORDER BY transaction_id, global_position
  LIMIT $3`;

export async function readAllEvents(
  db: Queryable,
  after: EventPosition,
  limit: number,
  upcasting: Upcasting,
): Promise<RecordedEvent[]> {
  const result = await db.query<EventRow>({
    name: 'registro_read_all',
    text: READ_ALL,
    values: [after.transactionId, after.globalPosition, limit],
  });
  return result.rows.map((row) => upcasting.upcast(toRecordedEvent(row)));
}

/** Whether committed events exist after `after` (deliverable or held back by an older transaction). */
export async function hasCommittedEventsAfter(db: Queryable, after: EventPosition): Promise<boolean> {
  const result = await db.query(
    `SELECT 1 FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) LIMIT 1`,
    [after.transactionId, after.globalPosition],
  );
  return (result.rowCount ?? 0) > 0;
}
