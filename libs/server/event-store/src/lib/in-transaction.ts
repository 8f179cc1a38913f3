import type { Pool } from 'pg';
import type { Transaction } from './event-store.types';
import { acceptPipelinedWrites, commitTransaction, isAbortedTransaction, pipelinedWriteFailure } from './pipelined-writes';

/**
 * Runs `work` in one transaction on one pooled connection: BEGIN … COMMIT, ROLLBACK on error.
 * This is the API's unit of work (UnitOfWork delegates here) and the event-store bench's.
 *
 * On a pipelined pool (`pipeline: true`, the api's) BEGIN is not waited for: it goes out with the
 * work's first statement, in the same write (beginWithNextStatement), a round trip less per
 * transaction. A BEGIN that fails fails the transaction (the connection is gone), rolled back like
 * any other error. A connection that cannot roll back is discarded, not returned to the pool.
 *
 * The work's pipelined writes (pipelineWrite) go out without waiting, and so does the COMMIT
 * behind them: the first of them that failed is the error thrown, also when a later statement of
 * the work was refused because of it.
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
    await begun; // on a pipelined connection its reply came before the work's first one
    await commitTransaction(tx);
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

/**
 * BEGIN held in the socket's buffer until the work has sent its first statement (the buffer is
 * released once the promises of this turn of the event loop have run), so both leave in one
 * write: socket writes were a quarter of the bench's CPU, and each one wakes the server's backend.
 */
function beginWithNextStatement(tx: Transaction): Promise<unknown> {
  const socket = tx.connection.stream;
  socket.cork();
  const begun = tx.query('BEGIN');
  process.nextTick(() => socket.uncork());
  return begun;
}
