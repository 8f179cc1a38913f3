import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type AggregateStreamResult, type EventMetadata, type Transaction } from '@registro/server-event-store';
import { documentoCommercialeAggregate, type DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import { DOCUMENTO_COMMERCIALE_STREAM_TYPE, documentoCommercialeStreamId, type DocumentoCommercialeEvent } from '../domain/documento-commerciale.events';

/**
 * A document's stream inside the save's transaction: read once (state and version) before the
 * inputs are loaded and the pure decider runs, then the decided events appended at the version
 * read, so a concurrent write is a ConcurrencyError (409).
 */
@Injectable()
export class DocumentoStream {
  constructor(private readonly store: PostgresEventStore) {}

  read(tx: Transaction, id: number): Promise<AggregateStreamResult<DocumentoCommercialeState>> {
    return this.store.aggregateStream(tx, documentoCommercialeStreamId(id), documentoCommercialeAggregate);
  }

  async append(tx: Transaction, id: number, version: number, events: readonly DocumentoCommercialeEvent[], metadata: EventMetadata): Promise<void> {
    if (events.length) await this.store.append(tx, documentoCommercialeStreamId(id), DOCUMENTO_COMMERCIALE_STREAM_TYPE, events, version, metadata);
  }
}
