import type { Pool } from 'pg';
import { runAfterCommit } from './after-commit';
import { groupCommitOf } from './group-commit';
import type { Transaction } from './event-store.types';
import {
  acceptPipelinedWrites,
  commitTransaction,
  endPipelinedTransaction,
  holdBeginUntilNeeded,
  isAbortedTransaction,
  pipelinedWriteFailure,
  transactionBegun,
} from './pipelined-writes';

/**
 * Runs `work` in one transaction on one pooled connection: BEGIN … COMMIT, ROLLBACK on error.
 * This is the API's unit of work (UnitOfWork delegates here) and the event-store bench's.
 *
 * On a pipelined pool (`pipeline: true`, the api's) BEGIN is held back until the work sends a
 * statement that is not a pipelined write, and then leaves in the same write as that statement
 * (holdBeginUntilNeeded): a round trip less per transaction. The work's pipelined writes
 * (pipelineWrite, and the event store's appends) are not waited for, and neither is the COMMIT
 * behind them: the transaction waits once, at its end. A work that sends nothing but pipelined
 * writes needs neither BEGIN nor COMMIT: its writes go as one implicit transaction (WriteBatch),
 * merged with the pool's other transactions that end at the same time (GroupCommit).
 * The first statement that failed is the error thrown, also when a later statement of the work
 * was refused because of it. A BEGIN that fails fails the transaction (the connection is gone),
 * rolled back like any other error; a connection that cannot roll back is discarded, not
 * returned to the pool.
 */
export async function inTransaction<T>(pool: Pool, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  let broken: Error | undefined;
  acceptPipelinedWrites(tx);
  try {
    if (tx.pipeline) holdBeginUntilNeeded(tx);
    else await tx.query('BEGIN');
    const result = await work(tx);
    await commitTransaction(tx, groupCommitOf(pool));
    runAfterCommit(tx);
    return result;
  } catch (error) {
    const begun = transactionBegun(tx);
    const writeFailure = await pipelinedWriteFailure(tx);
    if (begun) {
      try {
        await tx.query('ROLLBACK');
      } catch (rollbackError) {
        broken = rollbackError as Error;
      }
    }
    throw writeFailure && isAbortedTransaction(error) ? writeFailure : error;
  } finally {
    endPipelinedTransaction(tx);
    tx.release(broken);
  }
}
