import type { PostgresEventStore, ReadStreamOptions, RecordedEvent } from '@registro/server-event-store';
import type { HistoryRegistry } from '../history-registry';
import type { Risorsa } from './risorsa';

/** Every event of the record's history (its stream and the related ones) in recording order. */
export async function readHistoryEvents(
  store: PostgresEventStore,
  registry: HistoryRegistry,
  risorsa: Risorsa,
  options: ReadStreamOptions = {},
): Promise<RecordedEvent[]> {
  const streams = registry.streamsOf(risorsa.sezione, risorsa.idRisorsa);
  const perStream = await Promise.all(streams.map((streamId) => store.readStream(streamId, options)));
  const events = perStream.flat();
  if (perStream.length > 1) events.sort((a, b) => compareBigInt(a.globalPosition, b.globalPosition));
  return events;
}

const compareBigInt = (a: string, b: string): number => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);
