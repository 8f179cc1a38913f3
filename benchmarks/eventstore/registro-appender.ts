import { Pool } from 'pg';
import { PostgresEventStore } from '@registro/server-event-store';
import type { Appender } from './append-workload';
import { sampleEvent, sampleMetadata } from './sample-events';

/** Our store used as the API uses it: BEGIN, append with the expected version, COMMIT. */
export function registroAppender(url: string, poolSize: number, runId: string): Appender {
  const pool = new Pool({ connectionString: url, max: poolSize });
  pool.on('error', (error) => console.error(`idle connection: ${error.message}`));
  const store = new PostgresEventStore(pool);
  const versions = new Map<number, number>();
  return {
    store: 'registro',
    async append(worker, eventsPerAppend) {
      const version = versions.get(worker) ?? 0;
      const events = Array.from({ length: eventsPerAppend }, (_, i) => sampleEvent(version + i));
      const tx = await pool.connect();
      try {
        await tx.query('BEGIN');
        const result = await store.append(tx, `bench-${runId}-${worker}`, 'bench', events, version, sampleMetadata);
        await tx.query('COMMIT');
        versions.set(worker, result.nextVersion);
      } catch (error) {
        await tx.query('ROLLBACK');
        throw error;
      } finally {
        tx.release();
      }
    },
    close: () => pool.end(),
  };
}
