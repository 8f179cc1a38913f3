import { type EventPosition, START_POSITION } from './event-position';
import type { Transaction } from './event-store.types';

/** Where the subscription `name` stopped; START_POSITION if it never ran. */
export async function readCheckpoint(tx: Transaction, name: string): Promise<EventPosition> {
  const result = await tx.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id, global_position FROM subscription_checkpoints WHERE name = $1`,
    [name],
  );
  const row = result.rows[0];
  return row
    ? { transactionId: row.transaction_id, globalPosition: row.global_position }
    : START_POSITION;
}

/** Stores the position in the caller's transaction, so it commits with the projection's writes. */
export async function writeCheckpoint(
  tx: Transaction,
  name: string,
  position: EventPosition,
): Promise<void> {
  await tx.query(
    `INSERT INTO subscription_checkpoints (name, transaction_id, global_position, updated_at)
     VALUES ($1, $2::xid8, $3::bigint, now())
     ON CONFLICT (name) DO UPDATE
       SET transaction_id = excluded.transaction_id,
           global_position = excluded.global_position,
           updated_at = excluded.updated_at`,
    [name, position.transactionId, position.globalPosition],
  );
}
