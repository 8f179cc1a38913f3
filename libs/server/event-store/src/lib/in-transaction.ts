import type { Pool } from 'pg';
import type { Transaction } from './event-store.types';

/**
 * Runs `work` in one transaction on one pooled connection: BEGIN … COMMIT, ROLLBACK on error.
 * This is the API's unit of work (UnitOfWork delegates here) and the event-store bench's.
 *
 * On a pipelined pool (`pipeline: true`) BEGIN is not waited for: it goes out on the wire with
 * the work's first statement, saving a round trip per transaction. A BEGIN that fails is an
 * error of the transaction as a whole (the connection is gone), rolled back like any other.
 * A connection that cannot roll back is discarded, not returned to the pool.
 */
export async function inTransaction<T>(pool: Pool, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  let broken: Error | undefined;
  try {
    const begun = tx.query('BEGIN');
    if (tx.pipeline) begun.catch(() => undefined);
    else await begun;
    const result = await work(tx);
    await begun; // on a pipelined connection its reply came before the work's first one
    await tx.query('COMMIT');
    return result;
  } catch (error) {
    try {
      await tx.query('ROLLBACK');
    } catch (rollbackError) {
      broken = rollbackError as Error;
    }
    throw error;
  } finally {
    tx.release(broken);
  }
}
