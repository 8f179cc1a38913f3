import type { PoolClient } from 'pg';

/** A connection inside an open transaction: the command's writes and the inline projections share it. */
export type Transaction = PoolClient;

/** Who and what caused an event; stored as the event's metadata (jsonb). */
export interface EventMetadata {
  userId?: number | string;
  userName?: string;
  ip?: string;
  userAgent?: string;
  correlationId?: string;
  causationId?: string;
  [key: string]: unknown;
}

/**
 * A typed event, after emmett's `Event<Type, Data>`: an aggregate's events are a discriminated
 * union of these (`Event<'UserCreated', UserCreatedData> | Event<'UserDeleted', UserDeletedData>`),
 * so `switch (event.type)` narrows `data` without casts.
 */
export type Event<Type extends string = string, Data extends object = Record<string, unknown>> = {
  readonly type: Type;
  readonly data: Data;
  /** defaults to 1; bump it when the shape of `data` changes and register an upcaster */
  readonly schemaVersion?: number;
};

/** Any typed event: what an append accepts. */
export type AnyEvent = Event<string, object>;

/** An event as a command produces it (any event, when the type is not given). */
export type NewEvent<E extends AnyEvent = AnyEvent> = E;

/** Where and when an event was stored. */
export interface RecordedEventMetadata {
  /** bigint as a decimal string */
  globalPosition: string;
  /** xid8 as a decimal string */
  transactionId: string;
  streamId: string;
  streamType: string;
  streamVersion: number;
  schemaVersion: number;
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * An event as it was stored. With a union `E` it stays a discriminated union
 * (`RecordedEvent<UserEvent>` narrows on `type`); without one it is any event with untyped data.
 */
export type RecordedEvent<E extends AnyEvent = Event> = E extends AnyEvent ? E & RecordedEventMetadata : never;

/** The type strings of a union of events. */
export type EventType<E extends AnyEvent> = E['type'];

/**
 * The version the stream must have before the append: a number (0 = the stream must not exist),
 * or 'any' to skip the check.
 */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  /** the stream's version after the append */
  nextVersion: number;
  /**
   * The events' positions. After a pipelined append (PostgresEventStore.append) they, and the
   * events' transactionId, are known once the insert has answered: when the transaction has ended
   * (or after pipelinedWritesSettled); before, they are empty. So is recordedAt (an invalid Date)
   * when the append was the transaction's first statement.
   */
  readonly globalPositions: string[];
  /** the events as stored (what the inline projections received) */
  events: RecordedEvent[];
}

/** Thrown when the stream's version is not the expected one; the API maps it to HTTP 409. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
  ) {
    super(`Conflitto di concorrenza sullo stream ${streamId} (versione attesa ${expected})`);
    this.name = 'ConcurrencyError';
  }
}

/** Turns an event stored with an older schemaVersion into the current shape. */
export interface Upcaster {
  eventType: string;
  fromSchemaVersion: number;
  upcast(data: Record<string, unknown>): Record<string, unknown>;
}

/**
 * A projection builds a read model from events. Inline projections run inside the append's
 * transaction; async ones run in a subscription whose checkpoint is written in the same
 * transaction as the projection's writes. Every projection can be rebuilt from zero.
 */
export interface Projection<E extends AnyEvent = Event> {
  /** unique; also the subscription (checkpoint) name for async projections */
  name: string;
  /** event types it handles; others are skipped (but still advance the checkpoint) */
  eventTypes: readonly string[];
  /** receives only events whose type is in `eventTypes` (typed as `E` on that promise) */
  apply(tx: Transaction, events: RecordedEvent<E>[]): Promise<void>;
  /** empties the read model before a rebuild */
  reset(tx: Transaction): Promise<void>;
}

export interface ReadStreamOptions {
  fromVersion?: number;
  /** only events recorded at or before this instant (point-in-time reads) */
  upTo?: Date;
}

/** A stream's first and last events (the same event for a stream of one). */
export interface StreamEnds {
  first: RecordedEvent;
  last: RecordedEvent;
}
