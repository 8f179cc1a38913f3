import type { Pool } from 'pg';
import { writeCheckpoint } from './checkpoints';
import { START_POSITION } from './event-position';
import type { Projection, Upcaster } from './event-store.types';
import { SubscriptionRunner } from './subscription-runner';
import {
  DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  inSubscriptionTransaction,
} from './subscription-transaction';

export interface RebuildOptions {
  /** events read and applied per transaction (default 5000) */
  batchSize?: number;
  upcasters?: Upcaster[];
}

/**
 * Empties the projection's read model and rewinds its checkpoint (one transaction), then replays
 * every committed event into it in batches, each committed with its checkpoint like a
 * subscription. Not one long transaction: that would hold back every other subscription (they
 * only read events older than the oldest running transaction) and, by updating the same rows
 * over and over without committing, would slow itself down. Readers see the model fill up; a
 * SubscriptionRunner of the same projection may take turns and simply continues from the
 * checkpoint. Returns the number of events this call replayed.
 */
export async function rebuildProjection(
  pool: Pool,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<number> {
  await inSubscriptionTransaction(
    pool,
    projection.name,
    DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    async (tx) => {
      await projection.reset(tx);
      await writeCheckpoint(tx, projection.name, START_POSITION);
    },
  );
  const replay = new SubscriptionRunner(pool, projection, {
    batchSize: options.batchSize ?? 5000,
    upcasters: options.upcasters,
    catchUpWaitMs: 0,
  });
  return replay.catchUp();
}
