import type { Pool, PoolClient } from 'pg';

/** Either the pool (autocommit) or a connection inside a transaction. */
export type Queryable = Pool | PoolClient;
