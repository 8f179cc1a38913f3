import type { Client, Pool, PoolClient } from 'pg';

/** What to do with a connection the server ended (57P01 after pg_terminate_backend, a restart, a failover, a forced DROP DATABASE). */
export type PgConnectionErrorHandler = (error: Error & { code?: string }) => void;

const ignore: PgConnectionErrorHandler = () => undefined;

/**
 * Every pg Pool and Client of the product and of the tests goes through one of these two: pg
 * emits 'error' when the server ends a connection nobody asked to end, and an 'error' without a
 * listener kills the Node process.
 *
 * For a pool: its 'error' (an idle client, already removed by pg-pool, which opens a new one for
 * the next query) and, while a client is checked out (pg-pool takes its own listener off then),
 * that client's 'error' (its query fails; its release discards it). The product logs and goes
 * on; tests pass nothing and ignore it.
 */
export function guardPgPool<P extends Pool>(pool: P, onError: PgConnectionErrorHandler = ignore): P {
  pool.on('error', onError);
  pool.on('acquire', (client: PoolClient) => void client.on('error', onError));
  pool.on('release', (_error: Error | undefined, client: PoolClient) => void client.off('error', onError));
  return pool;
}

/** A standalone Client (not from a pool): its own 'error' listener, for its whole life. */
export function guardPgClient<C extends Client>(client: C, onError: PgConnectionErrorHandler = ignore): C {
  client.on('error', onError);
  return client;
}
