import { Logger, type Provider } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { guardPgPool } from '@registro/server-event-store';
import { PG_POOL } from './database.tokens';
import { logPgConnectionError } from './pg-connection-errors';

/**
 * TypeORM's own pg Pool: one set of connections for the ORM, the event store and raw queries.
 * A connection the server ends is logged and replaced (guardPgPool): an idle one silently for the
 * next query, a checked-out one fails its query (503) and is discarded at its release.
 */
export const pgPoolProvider: Provider = {
  provide: PG_POOL,
  inject: [DataSource],
  // PostgresDriver.master is the pg Pool (the driver's class is not exported under this resolution)
  useFactory: (dataSource: DataSource) =>
    guardPgPool((dataSource.driver as unknown as { master: Pool }).master, logPgConnectionError(new Logger('PostgreSQL'), 'pool')),
};
