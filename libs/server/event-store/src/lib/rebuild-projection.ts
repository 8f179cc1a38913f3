import type { Pool } from 'pg';
import { writeCheckpoint } from './checkpoints';
import { positionOf, START_POSITION } from './event-position';
import type { Projection, Upcaster } from './event-store.types';
import { eventsHandledBy } from './handled-events';
import { readAllEvents } from './read-all';
import {
  DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  inSubscriptionTransaction,
} from './subscription-transaction';
import { Upcasting } from './upcasting';

export interface RebuildOptions {
  /** events read and applied per round trip (default 5000) */
  batchSize?: number;
  upcasters?: Upcaster[];
}

/**
 * Empties the projection's read model and replays every committed event into it, then sets its
 * checkpoint, all in one transaction: readers see the old model until the new one is complete,
 * and a SubscriptionRunner of the same projection waits, then continues from where this stopped.
 * Returns the number of events replayed.
 */
export async function rebuildProjection(
  pool: Pool,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 5000;
  const upcasting = new Upcasting(options.upcasters);
  return inSubscriptionTransaction(
    pool,
    projection.name,
    DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    async (tx) => {
      await projection.reset(tx);
      let position = START_POSITION;
      let replayed = 0;
      for (;;) {
        const events = await readAllEvents(tx, position, batchSize, upcasting);
        if (events.length === 0) break;
        const handled = eventsHandledBy(projection, events);
        if (handled.length > 0) await projection.apply(tx, handled);
        position = positionOf(events[events.length - 1]);
        replayed += events.length;
      }
      await writeCheckpoint(tx, projection.name, position);
      return replayed;
    },
  );
}
