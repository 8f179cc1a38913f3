import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { Pool } from 'pg';
import { guardPgPool } from '@registro/server-event-store';
import type { Appender } from './append-workload';
import { sampleEvent, sampleMetadata } from './sample-events';

/** emmett-postgresql 0.42.0 with the same pool size, appending with the expected version. */
export function emmettAppender(url: string, poolSize: number, runId: string): Appender {
  const pool = guardPgPool(new Pool({ connectionString: url, max: poolSize }));
  pool.on('error', (error) => console.error(`idle connection: ${error.message}`));
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  const versions = new Map<number, bigint>();
  return {
    store: 'emmett',
    async append(worker, eventsPerAppend) {
      const version = versions.get(worker) ?? 0n;
      const events = Array.from({ length: eventsPerAppend }, (_, i) => ({
        ...sampleEvent(Number(version) + i),
        metadata: sampleMetadata,
      }));
      const result = await store.appendToStream(`bench-${runId}-${worker}`, events, {
        expectedStreamVersion: version,
      });
      versions.set(worker, result.nextExpectedStreamVersion);
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
}
