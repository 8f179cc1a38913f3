import type { Projection, RecordedEvent } from './event-store.types';

/** Event type that makes a projection receive every event (e.g. the Kafka relay). */
export const ALL_EVENT_TYPES = '*';

/** The events this projection declares it handles, in their order. */
export function eventsHandledBy(projection: Projection, events: RecordedEvent[]): RecordedEvent[] {
  if (projection.eventTypes.includes(ALL_EVENT_TYPES)) return events;
  return events.filter((event) => projection.eventTypes.includes(event.type));
}
