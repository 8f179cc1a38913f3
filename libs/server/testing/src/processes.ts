/**
 * The workspace's apps (and redis-server) as real processes, for the fault tests and the
 * benchmarks, without loading Nest or the app: a free port, start until the output says ready,
 * stop and wait for the exit; and the URL of another database on the same server.
 */
export * from './lib/processes';
export * from './lib/database-url';
