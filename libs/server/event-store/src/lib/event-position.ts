import type { RecordedEvent } from './event-store.types';

/**
 * Where a subscription is in the global order of events. Events are read ordered by
 * (transactionId, globalPosition), never by globalPosition alone: transactions commit out of
 * sequence order, so a reader keyed on the sequence alone would skip late commits.
 * Both are decimal strings (xid8 and bigint).
 */
export interface EventPosition {
  transactionId: string;
  globalPosition: string;
}

/** Before the first event. */
export const START_POSITION: EventPosition = { transactionId: '0', globalPosition: '0' };

export function positionOf(event: RecordedEvent): EventPosition {
  return { transactionId: event.transactionId, globalPosition: event.globalPosition };
}
