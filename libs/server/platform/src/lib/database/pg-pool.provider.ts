import type { Provider } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { PG_POOL } from './database.tokens';

/** TypeORM's own pg Pool: one set of connections for the ORM, the event store and raw queries. */
export const pgPoolProvider: Provider = {
  provide: PG_POOL,
  inject: [DataSource],
  // PostgresDriver.master is the pg Pool (the driver's class is not exported under this resolution)
  useFactory: (dataSource: DataSource) =>
    (dataSource.driver as unknown as { master: Pool }).master,
};
