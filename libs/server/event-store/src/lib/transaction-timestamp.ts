import type { Transaction } from './event-store.types';

/**
 * The transaction's timestamp, the `now()` every event it appends is recorded at (the events
 * table's default for recorded_at). A command that reads before it appends asks for it with its
 * read, at no round trip of its own (askTransactionTimestamp); once its answer is in, an append
 * knows its events' recordedAt before the server does, so it can send them, their inline
 * projections and the COMMIT in one go (PostgresEventStore.append).
 */
const timestamps = new WeakMap<Transaction, Date | 'asked'>();

const TRANSACTION_TIMESTAMP = { name: 'registro_transaction_timestamp', text: 'SELECT transaction_timestamp() AS t' };

/** Sends the question beside the caller's next statement (a pipelined transaction's), unless the transaction asked already. */
export function askTransactionTimestamp(tx: Transaction): void {
  if (timestamps.has(tx)) return;
  timestamps.set(tx, 'asked');
  tx.query<{ t: Date }>(TRANSACTION_TIMESTAMP).then(
    ({ rows }) => timestamps.get(tx) === 'asked' && timestamps.set(tx, rows[0].t),
    () => undefined, // the transaction failed: its own statements report it
  );
}

/** The running transaction's timestamp, once its answer is in. */
export function transactionTimestamp(tx: Transaction): Date | undefined {
  const timestamp = timestamps.get(tx);
  return timestamp instanceof Date ? timestamp : undefined;
}

/** Called as a transaction begins (acceptPipelinedWrites): the connection may have served another. */
export function forgetTimestamp(tx: Transaction): void {
  timestamps.delete(tx);
}
