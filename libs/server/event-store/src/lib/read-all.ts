import type { EventPosition } from './event-position';
import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from './event-rows';
import type { RecordedEvent } from './event-store.types';
import type { Queryable } from './queryable';
import type { Upcasting } from './upcasting';

/**
 * Events after `after` in (transaction_id, global_position) order, only from transactions older
 * than every transaction still running: a transaction that took its positions earlier but has
 * not committed yet holds back everything after it, so it is never skipped.
 */
const READ_ALL = `
  SELECT ${EVENT_COLUMNS}
  FROM events
  WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
    AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
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
