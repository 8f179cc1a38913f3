import type { Pool } from 'pg';
import {
  type Aggregate,
  type AggregateStreamResult,
  type Decide,
  type HandleCommandOptions,
  type HandleCommandResult,
  editVersionOf,
  foldEvents,
  sawLastEdit,
} from './aggregate';
import type { EventPosition } from './event-position';
import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from './event-rows';
import {
  type AnyEvent,
  type AppendResult,
  ConcurrencyError,
  type EventMetadata,
  type ExpectedVersion,
  type Projection,
  type ReadStreamOptions,
  type RecordedEvent,
  type Transaction,
  type Upcaster,
} from './event-store.types';
import { eventsHandledBy, handlesType } from './handled-events';
import { readAllEvents } from './read-all';
import { Upcasting } from './upcasting';

/**
 * One statement, one round trip: versions follow the stream's current version; with an expected
 * version the insert happens only if the stream is exactly there. Two concurrent appends that
 * pass that check collide on the primary key (stream_id, stream_version): the second one waits
 * for the first to commit, then fails with a unique violation.
 */
const APPEND = `
  WITH current_version AS (
    SELECT coalesce(max(stream_version), 0) AS version FROM events WHERE stream_id = $1
  )
  INSERT INTO events (stream_id, stream_type, stream_version, event_type, schema_version, data, metadata)
  SELECT $1, $2, current_version.version + e.ordinality, e.event_type, e.schema_version, e.data, $6
  FROM current_version,
       unnest($3::text[], $4::int[], $5::jsonb[]) WITH ORDINALITY AS e(event_type, schema_version, data, ordinality)
  WHERE $7::int IS NULL OR current_version.version = $7::int
  ORDER BY e.ordinality
  RETURNING global_position, transaction_id, stream_version, recorded_at`;

/** Held until the transaction ends; the two-key form keeps streams apart from other advisory locks. */
const STREAM_LOCK_NAMESPACE = 1_919;
const APPEND_LOCK = `SELECT pg_advisory_xact_lock(${STREAM_LOCK_NAMESPACE}, hashtext($1))`;

const READ_STREAM = `
  SELECT ${EVENT_COLUMNS}
  FROM events
  WHERE stream_id = $1 AND stream_version >= $2 AND ($3::timestamptz IS NULL OR recorded_at <= $3)
  ORDER BY stream_version`;

const UNIQUE_VIOLATION = '23505';

interface AppendedRow {
  global_position: string;
  transaction_id: string;
  stream_version: number;
  recorded_at: Date;
}

export interface PostgresEventStoreOptions {
  upcasters?: Upcaster[];
}

export class PostgresEventStore {
  private readonly inlineProjections: Projection[] = [];
  private readonly upcasting: Upcasting;

  constructor(
    private readonly pool: Pool,
    options: PostgresEventStoreOptions = {},
  ) {
    this.upcasting = new Upcasting(options.upcasters);
  }

  /** Runs `projection` inside every append that carries an event it handles. */
  registerInlineProjection(projection: Projection): void {
    this.inlineProjections.push(projection);
  }

  /**
   * Appends `events` to the stream inside the caller's transaction and runs the inline
   * projections there too. Throws ConcurrencyError when the stream is not at `expectedVersion`
   * (then the transaction is aborted: roll it back).
   */
  async append(
    tx: Transaction,
    streamId: string,
    streamType: string,
    events: readonly AnyEvent[],
    expectedVersion: ExpectedVersion,
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
    const rows = await this.insert(tx, streamId, streamType, events, expectedVersion, metadata);
    const recorded = rows.map(
      (row, index) =>
        ({
        globalPosition: row.global_position,
        transactionId: row.transaction_id,
        streamId,
        streamType,
        streamVersion: row.stream_version,
        type: events[index].type,
        schemaVersion: events[index].schemaVersion ?? 1,
        data: events[index].data,
        metadata,
        recordedAt: row.recorded_at,
      }) as RecordedEvent,
    );
    for (const projection of this.inlineProjections) {
      const handled = eventsHandledBy(projection, recorded);
      if (handled.length > 0) await projection.apply(tx, handled);
    }
    return {
      nextVersion: recorded[recorded.length - 1].streamVersion,
      globalPositions: recorded.map((event) => event.globalPosition),
      events: recorded,
    };
  }

  /**
   * Appends outside any caller transaction. With no inline projection interested in these
   * events the append is one autocommitted statement (atomic on its own, one round trip);
   * otherwise it opens a transaction so the projections commit with the events.
   */
  async appendToStream(
    streamId: string,
    streamType: string,
    events: readonly AnyEvent[],
    expectedVersion: ExpectedVersion,
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    const interested = this.inlineProjections.some((projection) =>
      events.some((event) => handlesType(projection, event.type)),
    );
    const client = await this.pool.connect();
    try {
      // an 'any' append takes a lock that lasts until its transaction ends (see insert)
      if (!interested && expectedVersion !== 'any') return await this.append(client, streamId, streamType, events, expectedVersion, metadata);
      await client.query('BEGIN');
      try {
        const result = await this.append(client, streamId, streamType, events, expectedVersion, metadata);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      client.release();
    }
  }

  /** The stream's events in version order, upcast to their current schema. */
  async readStream(
    streamId: string,
    options: ReadStreamOptions = {},
    tx?: Transaction,
  ): Promise<RecordedEvent[]> {
    const result = await (tx ?? this.pool).query<EventRow>({
      name: 'registro_read_stream',
      text: READ_STREAM,
      values: [streamId, options.fromVersion ?? 1, options.upTo ?? null],
    });
    return result.rows.map((row) => this.upcasting.upcast(toRecordedEvent(row)));
  }

  /**
   * The aggregate's state folded from its stream (inside `tx` when given, so a command decides
   * on what its own transaction sees), with the version it was read at.
   */
  async aggregateStream<State, E extends AnyEvent>(
    tx: Transaction | undefined,
    streamId: string,
    aggregate: Pick<Aggregate<State, E>, 'initialState' | 'evolve' | 'operationalEvents'>,
    options: ReadStreamOptions = {},
  ): Promise<AggregateStreamResult<State>> {
    const events = (await this.readStream(streamId, options, tx)) as RecordedEvent<E>[];
    const currentVersion = events.at(-1)?.streamVersion ?? 0;
    const editVersion = editVersionOf(events, aggregate.operationalEvents);
    return { state: foldEvents(aggregate, events), currentVersion, editVersion, streamExists: currentVersion > 0 };
  }

  /**
   * Loads the aggregate (and, with `options.load`, the decision's inputs), decides, and appends
   * what was decided with the version read as the expected one, all in the caller's transaction
   * (after emmett's `handleCommand`). A concurrent append to the same stream makes this one fail
   * with ConcurrencyError (HTTP 409).
   */
  async handleCommand<State, E extends AnyEvent, Inputs = undefined>(
    tx: Transaction,
    streamId: string,
    aggregate: Aggregate<State, E>,
    decide: Decide<State, E, Inputs>,
    options: HandleCommandOptions<State, Inputs>,
  ): Promise<HandleCommandResult<State, E>> {
    const stream = await this.aggregateStream(tx, streamId, aggregate);
    const { state, currentVersion, editVersion, streamExists } = stream;
    const expected = options.expectedVersion ?? currentVersion;
    if (expected !== 'any' && !sawLastEdit(expected, stream)) throw new ConcurrencyError(streamId, expected);
    const inputs = (options.load ? await options.load(state, { streamExists, currentVersion, editVersion }) : undefined) as Inputs;
    const decided = await decide(state, { streamExists, currentVersion, editVersion, inputs });
    const newEvents: readonly E[] = Array.isArray(decided) ? decided : [decided as E];
    if (newEvents.length === 0) return { newState: state, newEvents, nextVersion: currentVersion };
    const appended = await this.append(tx, streamId, aggregate.streamType, newEvents, currentVersion, options.metadata);
    const newState = (appended.events as RecordedEvent<E>[]).reduce(aggregate.evolve, state);
    const nextVersion = appended.nextVersion;
    return { newState, newEvents, nextVersion };
  }

  /** Committed events after `after` in subscription order (see readAllEvents). */
  readAll(after: EventPosition, limit: number, tx?: Transaction): Promise<RecordedEvent[]> {
    return readAllEvents(tx ?? this.pool, after, limit, this.upcasting);
  }

  private async insert(
    tx: Transaction,
    streamId: string,
    streamType: string,
    events: readonly AnyEvent[],
    expectedVersion: ExpectedVersion,
    metadata: EventMetadata,
  ): Promise<AppendedRow[]> {
    try {
      // Appends that take the next version whatever it is queue up on the stream instead of
      // colliding on its primary key (two sign-ins of one user at once). The lock is a statement
      // of its own: the insert's snapshot, taken after the wait, sees the other append.
      if (expectedVersion === 'any') await tx.query({ name: 'registro_append_lock', text: APPEND_LOCK, values: [streamId] });
      const result = await tx.query<AppendedRow>({
        name: 'registro_append',
        text: APPEND,
        values: [
          streamId,
          streamType,
          events.map((event) => event.type),
          events.map((event) => event.schemaVersion ?? 1),
          events.map((event) => JSON.stringify(event.data)),
          JSON.stringify(metadata),
          expectedVersion === 'any' ? null : expectedVersion,
        ],
      });
      if (result.rows.length === 0) throw new ConcurrencyError(streamId, expectedVersion);
      return result.rows.sort((a, b) => a.stream_version - b.stream_version);
    } catch (error) {
      if (isDuplicateVersion(error)) throw new ConcurrencyError(streamId, expectedVersion);
      throw error;
    }
  }
}

function isDuplicateVersion(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === UNIQUE_VIOLATION && pgError.constraint === 'events_pkey';
}
