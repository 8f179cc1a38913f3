import type { RecordedEventMetadata } from './event-store.types';

/**
 * A batch's events grouped by stream, each stream's in the batch's order, the streams in the order
 * they first appear: what a projection folds one row at a time from.
 */
export function eventsPerStream<R extends Pick<RecordedEventMetadata, 'streamId'>>(events: readonly R[]): Map<string, R[]> {
  const perStream = new Map<string, R[]>();
  for (const event of events) {
    const stream = perStream.get(event.streamId);
    if (stream) stream.push(event);
    else perStream.set(event.streamId, [event]);
  }
  return perStream;
}
