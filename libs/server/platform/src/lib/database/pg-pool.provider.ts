import type { Provider } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { PG_POOL } from './database.tokens';

/**
 * A checked-out pg client has no 'error' listener (pg-pool removes its idle one), so a server
 * that goes away meanwhile (restart, failover) would crash the process with an unhandled 'error'.
 * Each client gets a listener at its first checkout: its query fails instead (503) and its
 * release discards it.
 */
export function survivesServerRestarts(pool: Pool): Pool {
  const guarded = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    client.on('error', () => undefined);
  });
  return pool;
}

/** TypeORM's own pg Pool: one set of connections for the ORM, the event store and raw queries. */
export const pgPoolProvider: Provider = {
  provide: PG_POOL,
  inject: [DataSource],
  // PostgresDriver.master is the pg Pool (the driver's class is not exported under this resolution)
  useFactory: (dataSource: DataSource) => survivesServerRestarts((dataSource.driver as unknown as { master: Pool }).master),
};
