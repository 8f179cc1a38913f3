import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type AggregateStreamResult, type EventMetadata, type Transaction } from '@registro/server-event-store';
import { ordineAggregate, type OrdineState } from '../domain/ordine.aggregate';
import { ORDINE_STREAM_TYPE, ordineStreamId, type OrdineEvent } from '../domain/ordine.events';

/**
 * An order's stream inside a command's transaction: read once (state and version), then the events
 * the pure decider returns appended at that version (a concurrent write is a ConcurrencyError).
 */
@Injectable()
export class OrdineStream {
  constructor(private readonly store: PostgresEventStore) {}

  read(tx: Transaction, id: number): Promise<AggregateStreamResult<OrdineState>> {
    return this.store.aggregateStream(tx, ordineStreamId(id), ordineAggregate);
  }

  async append(tx: Transaction, id: number, version: number, events: readonly OrdineEvent[], metadata: EventMetadata): Promise<void> {
    if (events.length) await this.store.append(tx, ordineStreamId(id), ORDINE_STREAM_TYPE, events, version, metadata);
  }
}
