import type { Projection, RecordedEvent } from './event-store.types';

/** Event type that makes a projection receive every event (e.g. the Kafka relay). */
export const ALL_EVENT_TYPES = '*';

export function handlesType(projection: Projection, eventType: string): boolean {
  return projection.eventTypes.includes(ALL_EVENT_TYPES) || projection.eventTypes.includes(eventType);
}

/** The events this projection declares it handles, in their order. */
export function eventsHandledBy(projection: Projection, events: RecordedEvent[]): RecordedEvent[] {
  return events.filter((event) => handlesType(projection, event.type));
}
