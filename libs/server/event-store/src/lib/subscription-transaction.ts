import type { Pool } from 'pg';
import { runAfterCommit } from './after-commit';
import type { Transaction } from './event-store.types';
import { acceptPipelinedWrites, commitTransaction, endPipelinedTransaction, isAbortedTransaction, pipelinedWriteFailure } from './pipelined-writes';

/**
 * How long a subscription's own transaction may sit idle (waiting on this process, e.g. on a
 * Kafka ack) before PostgreSQL ends it. An open transaction holds back every subscriber (they
 * only read events older than the oldest running transaction), so a hung process must not keep
 * one forever. Above kafkajs' 30 s request timeout, so a slow broker is not cut off.
 */
export const DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * Runs `work` in a transaction that holds the subscription's lock: two runners of the same
 * subscription (or a runner and a rebuild) take turns instead of processing the same events.
 * Its pipelined writes are waited for and reported as inTransaction does.
 */
export async function inSubscriptionTransaction<T>(
  pool: Pool,
  subscriptionName: string,
  idleInTransactionTimeoutMs: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const tx = await pool.connect();
  acceptPipelinedWrites(tx);
  try {
    await tx.query(
      `BEGIN; SET LOCAL idle_in_transaction_session_timeout = ${Math.floor(idleInTransactionTimeoutMs)}`,
    );
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
      `registro.subscription.${subscriptionName}`,
    ]);
    const result = await work(tx);
    await commitTransaction(tx);
    runAfterCommit(tx);
    endPipelinedTransaction(tx);
    tx.release();
    return result;
  } catch (error) {
    const writeFailure = await pipelinedWriteFailure(tx);
    const rolledBack = await tx.query('ROLLBACK').then(
      () => true,
      () => false,
    );
    // A connection that cannot roll back (e.g. ended by the timeout) must not go back to the pool.
    endPipelinedTransaction(tx);
    tx.release(rolledBack ? undefined : (error as Error));
    throw writeFailure && isAbortedTransaction(error) ? writeFailure : error;
  }
}
