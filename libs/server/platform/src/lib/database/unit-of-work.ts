import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Transaction } from '@registro/server-event-store';
import { PG_POOL } from './database.tokens';

/** Runs a command's writes in one transaction on one pooled connection. */
@Injectable()
export class UnitOfWork {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async run<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        broken = rollbackError as Error;
      }
      throw error;
    } finally {
      // a connection that could not roll back is discarded, not returned to the pool
      client.release(broken);
    }
  }
}
