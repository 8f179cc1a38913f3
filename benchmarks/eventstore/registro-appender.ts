import { Pool } from 'pg';
import { guardPgPool, inTransaction, PostgresEventStore } from '@registro/server-event-store';
import type { Appender } from './append-workload';
import { sampleEvent, sampleMetadata } from './sample-events';

/**
 * Our store, with the expected version, in one of two ways:
 * - 'appendToStream': the store's own append, like emmett's appendToStream (no caller transaction);
 * - 'unit-of-work': the API's own inTransaction around the append, on a pooled connection.
 * The pool is pipelined like the API's, so both are one WriteBatch (no BEGIN or COMMIT), merged
 * with the other workers' that end at the same time (group commit). BENCH_PIPELINE=0: not
 * pipelined, so appendToStream is one autocommitted statement and the unit of work BEGIN /
 * append / COMMIT, each on its own.
 */
export type RegistroMode = 'appendToStream' | 'unit-of-work';

export function registroAppender(url: string, poolSize: number, runId: string, mode: RegistroMode): Appender {
  const pipeline = process.env['BENCH_PIPELINE'] !== '0';
  const pool = guardPgPool(new Pool({ connectionString: url, max: poolSize, pipeline }));
  pool.on('error', (error) => console.error(`idle connection: ${error.message}`));
  const store = new PostgresEventStore(pool);
  const versions = new Map<number, number>();
  const stream = (worker: number) => `bench-${runId}-${mode}-${worker}`;

  const inUnitOfWork = (worker: number, events: ReturnType<typeof sampleEvent>[], version: number) =>
    inTransaction(pool, (tx) => store.append(tx, stream(worker), 'bench', events, version, sampleMetadata));

  return {
    store: mode === 'appendToStream' ? 'registro' : 'registro-unit-of-work',
    async append(worker, eventsPerAppend) {
      const version = versions.get(worker) ?? 0;
      const events = Array.from({ length: eventsPerAppend }, (_, i) => sampleEvent(version + i));
      const result =
        mode === 'appendToStream'
          ? await store.appendToStream(stream(worker), 'bench', events, version, sampleMetadata)
          : await inUnitOfWork(worker, events, version);
      versions.set(worker, result.nextVersion);
    },
    close: () => pool.end(),
  };
}
