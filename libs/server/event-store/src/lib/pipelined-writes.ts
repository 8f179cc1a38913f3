import type { QueryConfig, QueryResult, QueryResultRow } from 'pg';
import { dropAfterCommit, openAfterCommit } from './after-commit';
import type { Transaction } from './event-store.types';
import type { GroupCommit } from './group-commit';
import { forgetTimestamp } from './transaction-timestamp';
import { batchable, type BatchedWrite, sendable } from './write-batch';

/**
 * A transaction that accepts pipelined writes (opened by inTransaction or
 * inSubscriptionTransaction): the writes sent on its connection whose answers nobody has waited
 * for yet and, while its BEGIN is held back (holdBeginUntilNeeded), the writes not sent yet.
 */
interface PipelinedTransaction {
  unanswered: Promise<unknown>[];
  /** Whether the server has a transaction to roll back: BEGIN was sent. */
  begun: boolean;
  held?: BatchedWrite[];
}

const transactions = new WeakMap<Transaction, PipelinedTransaction>();

/**
 * Called by the two transaction runners as the transaction starts; they end it with
 * commitTransaction (then runAfterCommit) or pipelinedWriteFailure, then endPipelinedTransaction.
 */
export function acceptPipelinedWrites(tx: Transaction): void {
  transactions.set(tx, { unanswered: [], begun: true });
  forgetTimestamp(tx);
  openAfterCommit(tx);
}

/**
 * inTransaction's BEGIN, on a pipelined connection: not sent until the work sends a statement
 * that is not a pipelined write (its reads, a lock, a write it waits for), which then leaves
 * behind BEGIN and the writes held so far, in one write. A work that sends only pipelined writes
 * (an append at a known version and its projections) sends no BEGIN and no COMMIT at all: its
 * writes go as one WriteBatch, PostgreSQL's implicit transaction, when it ends (commitTransaction).
 */
export function holdBeginUntilNeeded(tx: Transaction): void {
  const transaction = pipelinedTransactionOf(tx);
  transaction.begun = false;
  transaction.held = [];
  sendHeldBeginFirst(tx);
}

/** Connections whose `query` sends a held BEGIN before anything else. */
const intercepted = new WeakSet<Transaction>();

/**
 * Wraps the connection's `query` (once: it stays for the connection's life, so the object keeps
 * its shape) so that a statement sent while BEGIN is held sends BEGIN and the held writes first.
 */
function sendHeldBeginFirst(tx: Transaction): void {
  if (intercepted.has(tx)) return;
  intercepted.add(tx);
  const query = tx.query as (...args: unknown[]) => unknown;
  tx.query = ((...args: unknown[]) => {
    if (beginHeld(tx)) sendBeginAndHeldWrites(tx);
    return query.apply(tx, args);
  }) as Transaction['query'];
}

/** Whether the server has a transaction of `tx` to roll back (not so while BEGIN is held, nor after a WriteBatch). */
export function transactionBegun(tx: Transaction): boolean {
  return transactions.get(tx)?.begun ?? false;
}

/** Whether the transaction's BEGIN is still held back: nothing of it has reached the server. */
function beginHeld(tx: Transaction): boolean {
  return transactions.get(tx)?.held !== undefined;
}

/** BEGIN, then the writes held so far, in the same write as the statement that follows. */
function sendBeginAndHeldWrites(tx: Transaction): void {
  const transaction = pipelinedTransactionOf(tx);
  const held = transaction.held ?? [];
  transaction.held = undefined;
  transaction.begun = true;
  holdWritesForThisTurn(tx);
  const begun = tx.query('BEGIN');
  begun.catch(() => undefined); // its failure fails what follows; reported first when the transaction ends
  transaction.unanswered.unshift(begun);
  for (const write of held) tx.query(write.query).then(write.resolve, write.reject);
}

/** The end of every transaction of the two runners, before its connection goes back to the pool. */
export function endPipelinedTransaction(tx: Transaction): void {
  transactions.delete(tx);
  dropAfterCommit(tx);
}

/**
 * A write whose answer the caller does not read (a projection's upsert, the idempotency record):
 * sent now (while inTransaction holds BEGIN back: held, then sent behind BEGIN or in the
 * transaction's WriteBatch) and not waited for. The connection must be pipelined (`pipeline:
 * true`, as the api's, the worker's and the tests' pools are): the next statement, and the
 * COMMIT, go out behind it without a round trip of its own, and the server runs them in order, so
 * what follows sees it. Its failure aborts the transaction: commitTransaction then throws it (the
 * COMMIT the server answers with ROLLBACK), and a later statement's "current transaction is
 * aborted" gives way to it (pipelinedWriteFailure). A value that cannot be sent (a circular
 * object) throws at once. Only inside a transaction of inTransaction or inSubscriptionTransaction,
 * which wait for these writes before it ends: elsewhere it throws.
 */
export function pipelineWrite(tx: Transaction, query: string | QueryConfig, values?: unknown[]): void {
  const write = send(tx, typeof query === 'string' ? { text: query, values } : query);
  write.catch(() => undefined); // reported when the transaction ends, or to pipelinedWritesSettled
  pipelinedTransactionOf(tx).unanswered.push(write);
}

/**
 * A pipelined write whose answer the caller still reads, when it comes (the event store's append:
 * the positions the server gave its events). `answered` runs on the result before the
 * transaction ends; `failure` turns the write's error into the one the transaction throws.
 */
export function pipelineAnsweredWrite<R extends QueryResultRow>(
  tx: Transaction,
  query: QueryConfig,
  answered: (result: QueryResult<R>) => void,
  failure: (error: unknown) => unknown,
): void {
  const write = (send(tx, query) as Promise<QueryResult<R>>).then(answered, (error: unknown) => {
    throw failure(error);
  });
  write.catch(() => undefined);
  pipelinedTransactionOf(tx).unanswered.push(write);
}

/** Whether `tx` takes pipelined writes: a transaction of inTransaction or inSubscriptionTransaction on a pipelined connection. */
export function acceptsPipelinedWrites(tx: Transaction): boolean {
  return transactions.has(tx) && tx.pipeline;
}

function pipelinedTransactionOf(tx: Transaction): PipelinedTransaction {
  const transaction = transactions.get(tx);
  if (!transaction) throw new Error('pipelineWrite outside a transaction of inTransaction or inSubscriptionTransaction');
  // pg 8 would queue it on a connection that is not pipelined, a use it deprecates
  if (!tx.pipeline) throw new Error('pipelineWrite: the connection is not pipelined (pool option pipeline: true)');
  return transaction;
}

/**
 * Sends the write, or holds it while the transaction's BEGIN is held back. A value that cannot be
 * sent throws here, in the work: pg would only report it once the COMMIT behind it was on its way.
 */
function send(tx: Transaction, query: QueryConfig): Promise<QueryResult> {
  const held = pipelinedTransactionOf(tx).held;
  const ready = sendable(query);
  if (!held) return tx.query(ready);
  return new Promise((resolve, reject) => held.push({ query: ready, resolve, reject }));
}

/**
 * Holds what the connection sends in the socket's buffer until the promises of this turn of the
 * event loop have run (process.nextTick), so it leaves in one write: socket writes were a quarter
 * of the event-store bench's CPU, and each one wakes the server's backend.
 */
export function holdWritesForThisTurn(tx: Transaction): void {
  if (beginHeld(tx)) return; // nothing leaves now; the statement that sends BEGIN holds its own
  const socket = tx.connection.stream;
  socket.cork();
  process.nextTick(() => socket.uncork());
}

/** Waits for the writes pipelined so far and answers the first that failed (none: undefined). */
async function firstFailure(tx: Transaction): Promise<Error | undefined> {
  const sent = transactions.get(tx)?.unanswered.splice(0) ?? [];
  const failed = (await Promise.allSettled(sent)).find((write) => write.status === 'rejected');
  return failed?.reason as Error | undefined;
}

/**
 * For a caller that must answer a write's failure itself, inside the transaction (a duplicate
 * refused as 409 where the transaction is the caller's): waits for the writes pipelined so far and
 * throws the first that failed. The transaction goes on accepting pipelined writes.
 */
export async function pipelinedWritesSettled(tx: Transaction): Promise<void> {
  if (beginHeld(tx)) sendBeginAndHeldWrites(tx);
  const failure = await firstFailure(tx);
  if (failure) throw failure;
}

/**
 * The end of a transaction that failed: waits for its pipelined writes and answers the first
 * that failed (none: undefined), the cause to report when the work's own error is a later
 * statement's "current transaction is aborted" (isAbortedTransaction).
 */
export async function pipelinedWriteFailure(tx: Transaction): Promise<Error | undefined> {
  const transaction = transactions.get(tx);
  if (transaction?.held) {
    // BEGIN was held: nothing was sent, so nothing failed (the held writes are dropped)
    transaction.held = undefined;
    transaction.unanswered.length = 0;
    return undefined;
  }
  return firstFailure(tx);
}

/**
 * COMMIT, sent behind the pipelined writes without waiting for them first: one round trip for
 * all of them. A failed write aborted the transaction (the server answers this COMMIT with
 * ROLLBACK): its error is thrown. While BEGIN is still held, the held writes go as one WriteBatch
 * instead, with no BEGIN and no COMMIT (or, when one is not batchable, behind BEGIN as before),
 * merged with others by `group` when given (inTransaction's pool's).
 */
export async function commitTransaction(tx: Transaction, group?: GroupCommit): Promise<void> {
  const held = transactions.get(tx)?.held;
  if (held && group && held.every((write) => batchable(tx.connection, write))) return commitAsOneBatch(tx, held, group);
  if (held) sendBeginAndHeldWrites(tx); // a write whose statement the connection has not prepared yet
  const commit = tx.query('COMMIT');
  commit.catch(() => undefined); // a COMMIT that fails is awaited below
  const failure = await pipelinedWriteFailure(tx);
  const committed = await commit;
  if (failure) throw failure;
  if (committed.command !== 'COMMIT') throw new Error(`the transaction ended with ${committed.command}, not COMMIT`);
}

/**
 * The held writes, as one implicit transaction with the pool's other transactions ending at the
 * same time (its GroupCommit): the first that failed is thrown, and none of them is kept.
 */
async function commitAsOneBatch(tx: Transaction, held: BatchedWrite[], group: GroupCommit): Promise<void> {
  pipelinedTransactionOf(tx).held = undefined;
  if (held.length > 0) group.submit(tx, held);
  const failure = await firstFailure(tx);
  if (failure) throw failure;
}

/** A statement refused because an earlier one of the same transaction failed (25P02). */
export function isAbortedTransaction(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === '25P02';
}
