import type { QueryConfig, QueryResult, QueryResultRow } from 'pg';
import type { Transaction } from './event-store.types';
import { forgetTimestamp } from './transaction-timestamp';

/**
 * The writes sent on a transaction's connection whose answers nobody has waited for yet, per
 * transaction that accepts them (opened by inTransaction or inSubscriptionTransaction).
 */
const unanswered = new WeakMap<Transaction, Promise<unknown>[]>();

/** Called by the two transaction runners once BEGIN is on its way; they end it with commitTransaction or pipelinedWriteFailure. */
export function acceptPipelinedWrites(tx: Transaction): void {
  unanswered.set(tx, []);
  forgetTimestamp(tx);
}

/**
 * A write whose answer the caller does not read (a projection's upsert, the idempotency record):
 * sent now and not waited for. The connection must be pipelined (`pipeline: true`, as the api's,
 * the worker's and the tests' pools are): the next statement, and the COMMIT, go out behind it
 * without a round trip of its own, and the server runs them in order, so what follows sees it.
 * Its failure aborts the transaction: commitTransaction then throws it (the COMMIT the server
 * answers with ROLLBACK), and a later statement's "current transaction is aborted" gives way to it
 * (pipelinedWriteFailure). Only inside a transaction of inTransaction or inSubscriptionTransaction,
 * which wait for these writes before it ends: elsewhere it throws.
 */
export function pipelineWrite(tx: Transaction, query: string | QueryConfig, values?: unknown[]): void {
  const writes = pipelinedWritesOf(tx);
  const write = typeof query === 'string' ? tx.query(query, values) : tx.query(query);
  write.catch(() => undefined); // reported when the transaction ends, or to pipelinedWritesSettled
  writes.push(write);
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
  const writes = pipelinedWritesOf(tx);
  const write = tx.query<R>(query).then(answered, (error: unknown) => {
    throw failure(error);
  });
  write.catch(() => undefined);
  writes.push(write);
}

/** Whether `tx` takes pipelined writes: a transaction of inTransaction or inSubscriptionTransaction on a pipelined connection. */
export function acceptsPipelinedWrites(tx: Transaction): boolean {
  return unanswered.has(tx) && tx.pipeline;
}

function pipelinedWritesOf(tx: Transaction): Promise<unknown>[] {
  const writes = unanswered.get(tx);
  if (!writes) throw new Error('pipelineWrite outside a transaction of inTransaction or inSubscriptionTransaction');
  // pg 8 would queue it on a connection that is not pipelined, a use it deprecates
  if (!tx.pipeline) throw new Error('pipelineWrite: the connection is not pipelined (pool option pipeline: true)');
  return writes;
}

/**
 * Holds what the connection sends in the socket's buffer until the promises of this turn of the
 * event loop have run (process.nextTick), so it leaves in one write: socket writes were a quarter
 * of the event-store bench's CPU, and each one wakes the server's backend.
 */
export function holdWritesForThisTurn(tx: Transaction): void {
  const socket = tx.connection.stream;
  socket.cork();
  process.nextTick(() => socket.uncork());
}

/** Waits for the writes pipelined so far and answers the first that failed (none: undefined). */
async function firstFailure(tx: Transaction): Promise<Error | undefined> {
  const sent = unanswered.get(tx)?.splice(0) ?? [];
  const failed = (await Promise.allSettled(sent)).find((write) => write.status === 'rejected');
  return failed?.reason as Error | undefined;
}

/**
 * For a caller that must answer a write's failure itself, inside the transaction (a duplicate
 * refused as 409 where the transaction is the caller's): waits for the writes pipelined so far and
 * throws the first that failed. The transaction goes on accepting pipelined writes.
 */
export async function pipelinedWritesSettled(tx: Transaction): Promise<void> {
  const failure = await firstFailure(tx);
  if (failure) throw failure;
}

/**
 * The end of a transaction that failed: waits for its pipelined writes and answers the first
 * that failed (none: undefined), the cause to report when the work's own error is a later
 * statement's "current transaction is aborted" (isAbortedTransaction).
 */
export async function pipelinedWriteFailure(tx: Transaction): Promise<Error | undefined> {
  const failure = await firstFailure(tx);
  unanswered.delete(tx);
  return failure;
}

/**
 * COMMIT, sent behind the pipelined writes without waiting for them first: one round trip for
 * all of them. A failed write aborted the transaction (the server answers this COMMIT with
 * ROLLBACK): its error is thrown.
 */
export async function commitTransaction(tx: Transaction): Promise<void> {
  const commit = tx.query('COMMIT');
  commit.catch(() => undefined); // a COMMIT that fails is awaited below
  const failure = await pipelinedWriteFailure(tx);
  const committed = await commit;
  if (failure) throw failure;
  if (committed.command !== 'COMMIT') throw new Error(`the transaction ended with ${committed.command}, not COMMIT`);
}

/** A statement refused because an earlier one of the same transaction failed (25P02). */
export function isAbortedTransaction(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === '25P02';
}
