import type { Pool } from 'pg';
import type { Transaction } from '../index';

/** BEGIN … COMMIT on one pooled connection, ROLLBACK on error (what the API's unit of work does). */
export async function inTransaction<T>(pool: Pool, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    const result = await work(tx);
    await tx.query('COMMIT');
    return result;
  } catch (error) {
    await tx.query('ROLLBACK');
    throw error;
  } finally {
    tx.release();
  }
}
