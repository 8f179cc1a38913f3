import type { Transaction } from './event-store.types';

/**
 * What to do once a transaction of inTransaction or inSubscriptionTransaction has committed (the
 * event store then knows the stream versions it appended exist). Nothing runs for a transaction
 * that rolled back, nor for one that another runner opened: afterCommit ignores those.
 */
const callbacks = new WeakMap<Transaction, (() => void)[]>();

/** Called as a runner's transaction begins (acceptPipelinedWrites): the connection may have served another. */
export function openAfterCommit(tx: Transaction): void {
  callbacks.set(tx, []);
}

/** Runs `callback` once `tx` has committed, if a runner of ours opened it; otherwise never. */
export function afterCommit(tx: Transaction, callback: () => void): void {
  callbacks.get(tx)?.push(callback);
}

/** Called by the runners once COMMIT (or the WriteBatch) has succeeded. */
export function runAfterCommit(tx: Transaction): void {
  const committed = callbacks.get(tx) ?? [];
  callbacks.delete(tx);
  for (const callback of committed) callback();
}

/** The end of every transaction of the runners, committed or not (endPipelinedTransaction). */
export function dropAfterCommit(tx: Transaction): void {
  callbacks.delete(tx);
}
