import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { inTransaction, type Transaction } from '@registro/server-event-store';
import { PG_POOL } from './database.tokens';

/** Runs a command's writes in one transaction on one pooled connection (see inTransaction). */
@Injectable()
export class UnitOfWork {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  run<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, fn);
  }
}
