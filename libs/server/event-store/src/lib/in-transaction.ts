import type { Pool } from 'pg';
import type { Transaction } from './event-store.types';
import { acceptPipelinedWrites, commitTransaction, holdWritesForThisTurn, isAbortedTransaction, pipelinedWriteFailure } from './pipelined-writes';

/**
 * Runs `work` in one transaction on one pooled connection: BEGIN … COMMIT, ROLLBACK on error.
 * This is the API's unit of work (UnitOfWork delegates here) and the event-store bench's.
 *
 * On a pipelined pool (`pipeline: true`, the api's) BEGIN is not waited for: it goes out with the
 * work's first statement, in the same write (beginWithNextStatement), a round trip less per
 * transaction. A BEGIN that fails fails the transaction (the connection is gone), rolled back like
 * any other error. A connection that cannot roll back is discarded, not returned to the pool.
 *
 * The work's pipelined writes (pipelineWrite, and the event store's appends) go out without
 * waiting, and so does the COMMIT behind them: when the work sent nothing it waits for, BEGIN, its
 * writes and the COMMIT leave in one write, and the transaction waits once. The first of them that
 * failed is the error thrown, also when a later statement of the work was refused because of it.
 */
export async function inTransaction<T>(pool: Pool, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  let broken: Error | undefined;
  acceptPipelinedWrites(tx);
  try {
    const begun = tx.pipeline ? beginWithNextStatement(tx) : tx.query('BEGIN');
    if (tx.pipeline) begun.catch(() => undefined);
    else await begun;
    const result = await work(tx);
    await commitTransaction(tx);
    await begun; // answered before anything the transaction sent after it
    return result;
  } catch (error) {
    const writeFailure = await pipelinedWriteFailure(tx);
    try {
      await tx.query('ROLLBACK');
    } catch (rollbackError) {
      broken = rollbackError as Error;
    }
    throw writeFailure && isAbortedTransaction(error) ? writeFailure : error;
  } finally {
    tx.release(broken);
  }
}

/** BEGIN, sent with the work's first statement (see holdWritesForThisTurn). */
function beginWithNextStatement(tx: Transaction): Promise<unknown> {
  holdWritesForThisTurn(tx);
  return tx.query('BEGIN');
}
