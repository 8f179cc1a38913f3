import type { RecordedEvent } from './event-store.types';

/** The columns every read selects, in the shape `toRecordedEvent` expects. */
export const EVENT_COLUMNS = `global_position, transaction_id, stream_id, stream_type, stream_version,
  event_type, schema_version, data, metadata, recorded_at`;

export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamVersion: row.stream_version,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}
