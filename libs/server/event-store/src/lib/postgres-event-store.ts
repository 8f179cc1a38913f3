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
import { afterCommit } from './after-commit';
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
  type StreamEnds,
  type Transaction,
  type Upcaster,
} from './event-store.types';
import { eventsHandledBy, handlesType } from './handled-events';
import { inTransaction } from './in-transaction';
import { KnownStreamVersions } from './known-stream-versions';
import { acceptsPipelinedWrites, holdWritesForThisTurn, pipelineAnsweredWrite } from './pipelined-writes';
import { readAllEvents } from './read-all';
import { askTransactionTimestamp, transactionTimestamp } from './transaction-timestamp';
import { Upcasting } from './upcasting';

/**
 * The insert of `count` events, one statement and one round trip. Each event is a row of VALUES
 * ($4 + 3i: type, schema version, data; $3 the metadata), so PostgreSQL parses no array and plans a
 * Result, not an unnest joined to the stream's version and sorted: a fifth less of its CPU per
 * append (docs/performance.md). Versions follow:
 * - 'expected': the expected version, the last parameter. Past 0, a version is given only if the
 *   stream has that version: an expected version ahead of the stream fails on stream_version's NOT
 *   NULL, with no gap and no row; a stream already past it collides on the primary key (stream_id,
 *   stream_version): a concurrent append waits for the first one's commit, then fails with a
 *   unique violation. Either way the statement fails, so a pipelined append can be sent with the
 *   COMMIT behind it (see append).
 * - 'known': the expected version too, known to exist (KnownStreamVersions, or read in the same
 *   transaction), so not looked up: that lookup was a sixth of PostgreSQL's CPU per append
 *   (docs/performance.md). A stream already past it still collides on the primary key.
 * - 'stream': the stream's current version, read by the statement (an 'any' append, after its lock).
 * What every event of the statement shares, its transaction's id and timestamp, comes back with the
 * first event only (at a known version; withSharedColumns copies it to the others): the server
 * formats, and Node parses, one timestamp per append instead of one per event.
 */
type VersionsFrom = 'expected' | 'known' | 'stream';

function appendStatement(count: number, versionsFrom: VersionsFrom): string {
  const expected = `$${3 * count + 4}::int`;
  const rows = Array.from({ length: count }, (_, i) => `(${i + 1}, $${3 * i + 4}, $${3 * i + 5}::int, $${3 * i + 6}::jsonb)`);
  const base = {
    expected: `(SELECT ${expected} WHERE ${expected} = 0 OR EXISTS (SELECT FROM events WHERE stream_id = $1 AND stream_version = ${expected}))`,
    known: expected,
    stream: '(SELECT coalesce(max(stream_version), 0) FROM events WHERE stream_id = $1)',
  }[versionsFrom];
  const firstEvent = versionsFrom === 'stream' ? 'true' : `stream_version = ${expected} + 1`;
  return `
  INSERT INTO events (stream_id, stream_type, stream_version, event_type, schema_version, data, metadata)
  SELECT $1, $2, ${base} + e.ordinality, e.event_type, e.schema_version, e.data, $3
  FROM (VALUES ${rows.join(', ')}) AS e(ordinality, event_type, schema_version, data)
  RETURNING global_position, stream_version,
    CASE WHEN ${firstEvent} THEN transaction_id END AS transaction_id,
    CASE WHEN ${firstEvent} THEN recorded_at END AS recorded_at`;
}

/** Appends of up to this many events keep their statement prepared on the connection. */
const PREPARED_UP_TO_EVENTS = 16;
const preparedAppends = new Map<string, { name: string; text: string }>();

function appendQuery(count: number, versionsFrom: VersionsFrom): { name?: string; text: string } {
  if (count > PREPARED_UP_TO_EVENTS) return { text: appendStatement(count, versionsFrom) };
  const name = `registro_append_${versionsFrom}_${count}`;
  let query = preparedAppends.get(name);
  if (!query) preparedAppends.set(name, (query = { name, text: appendStatement(count, versionsFrom) }));
  return query;
}

/** Longer appends go in statements of this many events (PostgreSQL takes at most 65,535 parameters). */
const EVENTS_PER_STATEMENT = 1000;

/** Held until the transaction ends; the two-key form keeps streams apart from other advisory locks. */
const STREAM_LOCK_NAMESPACE = 1_919;
const APPEND_LOCK = `SELECT pg_advisory_xact_lock(${STREAM_LOCK_NAMESPACE}, hashtext($1))`;

const READ_STREAM = `
  SELECT ${EVENT_COLUMNS}
  FROM events
  WHERE stream_id = $1 AND stream_version >= $2 AND ($3::timestamptz IS NULL OR recorded_at <= $3)
  ORDER BY stream_version`;

/** Two reads by the primary key: the same row twice for a stream of one event, none for no stream. */
const READ_STREAM_ENDS = `
  (SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version LIMIT 1)
  UNION ALL
  (SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1)`;

const UNIQUE_VIOLATION = '23505';
const NOT_NULL_VIOLATION = '23502';

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
  private readonly knownVersions = new KnownStreamVersions();
  private readonly pipelinedPool: boolean;

  constructor(
    private readonly pool: Pool,
    options: PostgresEventStoreOptions = {},
  ) {
    this.upcasting = new Upcasting(options.upcasters);
    this.pipelinedPool = (pool as unknown as { options?: { pipeline?: boolean } }).options?.pipeline === true;
  }

  /** Runs `projection` inside every append that carries an event it handles. */
  registerInlineProjection(projection: Projection): void {
    this.inlineProjections.push(projection);
  }

  /**
   * Appends `events` to the stream inside the caller's transaction and runs the inline
   * projections there too. Throws ConcurrencyError when the stream is not at `expectedVersion`
   * (then the transaction is aborted: roll it back).
   *
   * In a pipelined transaction (inTransaction on a pipelined pool, as the api's) an append at a
   * known version is not waited for: its versions are the expected one's successors and its
   * events' recordedAt the transaction's timestamp, so it is sent as a pipelined write, and its
   * inline projections and the COMMIT follow it without a round trip of their own. Its
   * ConcurrencyError then comes when the transaction ends, or from pipelinedWritesSettled for a
   * caller that must answer it inside the transaction. It waits instead when an inline projection
   * needs the events' recordedAt and the transaction's timestamp is not known (no aggregateStream
   * before it in the transaction asked for it).
   *
   * An expected version this store saw committed (KnownStreamVersions) is not looked up: the
   * statement only inserts (appendStatement's 'known' form). Once the transaction commits, the
   * store knows the appended versions too (afterCommit: a rollback teaches it nothing).
   */
  append(
    tx: Transaction,
    streamId: string,
    streamType: string,
    events: readonly AnyEvent[],
    expectedVersion: ExpectedVersion,
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    return this.appendEvents(tx, streamId, streamType, events, expectedVersion, metadata, false);
  }

  /** append, where `versionRead` says the transaction has read the stream at the expected version: it exists. */
  private async appendEvents(
    tx: Transaction,
    streamId: string,
    streamType: string,
    events: readonly AnyEvent[],
    expectedVersion: ExpectedVersion,
    metadata: EventMetadata,
    versionRead: boolean,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
    const versionExists = expectedVersion !== 'any' && (versionRead || this.knownVersions.has(streamId, expectedVersion));
    const recordedAt = transactionTimestamp(tx);
    const pipelined =
      expectedVersion !== 'any' &&
      events.length <= EVENTS_PER_STATEMENT &&
      acceptsPipelinedWrites(tx) &&
      (recordedAt !== undefined || !this.anyInlineProjectionHandles(events));
    const recorded = pipelined
      ? this.sendAppend(tx, streamId, streamType, events, expectedVersion, metadata, recordedAt, versionExists)
      : (await this.insert(tx, streamId, streamType, events, expectedVersion, metadata, versionExists)).map((row, index) =>
          recordedEvent(streamId, streamType, events[index], metadata, row),
        );
    for (const projection of this.inlineProjections) {
      const handled = eventsHandledBy(projection, recorded);
      if (handled.length > 0) await projection.apply(tx, handled);
    }
    const nextVersion = recorded[recorded.length - 1].streamVersion;
    afterCommit(tx, () => this.knownVersions.record(streamId, nextVersion));
    return {
      nextVersion,
      get globalPositions() {
        return recorded.map((event) => event.globalPosition);
      },
      events: recorded,
    };
  }

  /**
   * Appends outside any caller transaction. On a pipelined pool (the api's, the worker's) it is a
   * unit of work of inTransaction: with nothing read, one WriteBatch, committed with the pool's
   * other transactions that end at the same time (GroupCommit). Otherwise, with no inline
   * projection interested in these events, the append is one autocommitted statement (atomic on
   * its own, one round trip); with one, or when it takes more than one statement, it opens a
   * transaction so everything commits together.
   */
  async appendToStream(
    streamId: string,
    streamType: string,
    events: readonly AnyEvent[],
    expectedVersion: ExpectedVersion,
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    const interested = this.anyInlineProjectionHandles(events);
    // an 'any' append takes a lock that lasts until its transaction ends (see insert)
    if (interested || expectedVersion === 'any' || events.length > EVENTS_PER_STATEMENT || this.pipelinedPool)
      return inTransaction(this.pool, (tx) => this.append(tx, streamId, streamType, events, expectedVersion, metadata));
    const client = await this.pool.connect();
    try {
      const appended = await this.append(client, streamId, streamType, events, expectedVersion, metadata);
      this.knownVersions.record(streamId, appended.nextVersion); // autocommitted
      return appended;
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
   * The stream's first and last events, upcast, without reading those between: who made a record
   * and when, who changed it last and when. Undefined for a stream with no events.
   */
  async readStreamEnds(streamId: string, tx?: Transaction): Promise<StreamEnds | undefined> {
    const { rows } = await (tx ?? this.pool).query<EventRow>({
      name: 'registro_read_stream_ends',
      text: READ_STREAM_ENDS,
      values: [streamId],
    });
    const [first, last] = rows
      .map((row) => this.upcasting.upcast(toRecordedEvent(row)))
      .sort((a, b) => a.streamVersion - b.streamVersion); // UNION ALL promises no order
    return first && last ? { first, last } : undefined;
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
    if (tx && acceptsPipelinedWrites(tx)) askTransactionTimestamp(tx); // for the append that may follow
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
    const appended = await this.appendEvents(tx, streamId, aggregate.streamType, newEvents, currentVersion, options.metadata, true);
    const newState = (appended.events as RecordedEvent<E>[]).reduce(aggregate.evolve, state);
    const nextVersion = appended.nextVersion;
    return { newState, newEvents, nextVersion };
  }

  /** Committed events after `after` in subscription order (see readAllEvents). */
  readAll(after: EventPosition, limit: number, tx?: Transaction): Promise<RecordedEvent[]> {
    return readAllEvents(tx ?? this.pool, after, limit, this.upcasting);
  }

  private anyInlineProjectionHandles(events: readonly AnyEvent[]): boolean {
    return this.inlineProjections.some((projection) => events.some((event) => handlesType(projection, event.type)));
  }

  /**
   * The pipelined append (see append): the events as they will be stored, sent without waiting.
   * What only the server knows (globalPosition and transactionId, and recordedAt when the
   * transaction's timestamp is not known yet) is filled in when the insert answers, before the
   * transaction ends.
   */
  private sendAppend(
    tx: Transaction,
    streamId: string,
    streamType: string,
    events: readonly AnyEvent[],
    expectedVersion: number,
    metadata: EventMetadata,
    recordedAt: Date | undefined,
    versionExists: boolean,
  ): RecordedEvent[] {
    const pending: AppendedRow = { global_position: '', transaction_id: '', stream_version: 0, recorded_at: recordedAt ?? new Date(Number.NaN) };
    const recorded = events.map((event, index) =>
      recordedEvent(streamId, streamType, event, metadata, { ...pending, stream_version: expectedVersion + index + 1 }),
    );
    holdWritesForThisTurn(tx); // with the projections' writes and the COMMIT that follow
    pipelineAnsweredWrite<AppendedRow>(
      tx,
      { ...appendQuery(events.length, versionExists ? 'known' : 'expected'), values: appendValues(streamId, streamType, metadata, events, expectedVersion) },
      ({ rows }) => {
        for (const row of withSharedColumns(rows)) {
          const event = recorded[row.stream_version - expectedVersion - 1];
          Object.assign(event, { globalPosition: row.global_position, transactionId: row.transaction_id, recordedAt: row.recorded_at });
        }
      },
      (error) => (isVersionConflict(error) ? new ConcurrencyError(streamId, expectedVersion) : error),
    );
    return recorded;
  }

  private async insert(
    tx: Transaction,
    streamId: string,
    streamType: string,
    events: readonly AnyEvent[],
    expectedVersion: ExpectedVersion,
    metadata: EventMetadata,
    versionExists: boolean,
  ): Promise<AppendedRow[]> {
    try {
      // Appends that take the next version whatever it is queue up on the stream instead of
      // colliding on its primary key (two sign-ins of one user at once). The lock is a statement
      // of its own: the insert's snapshot, taken after the wait, sees the other append.
      if (expectedVersion === 'any') await tx.query({ name: 'registro_append_lock', text: APPEND_LOCK, values: [streamId] });
      const rows: AppendedRow[] = [];
      let version: number | 'stream' = expectedVersion === 'any' ? 'stream' : expectedVersion;
      let exists = versionExists;
      for (let from = 0; from < events.length; from += EVENTS_PER_STATEMENT) {
        const chunk = events.slice(from, from + EVENTS_PER_STATEMENT);
        const versionsFrom = version === 'stream' ? 'stream' : exists ? 'known' : 'expected';
        const result = await tx.query<AppendedRow>({
          ...appendQuery(chunk.length, versionsFrom),
          values: appendValues(streamId, streamType, metadata, chunk, version),
        });
        rows.push(...withSharedColumns(result.rows));
        version = Math.max(...result.rows.map((row) => row.stream_version));
        exists = true; // the chunk before wrote it, in this transaction
      }
      return rows.sort((a, b) => a.stream_version - b.stream_version);
    } catch (error) {
      if (isVersionConflict(error)) throw new ConcurrencyError(streamId, expectedVersion);
      throw error;
    }
  }
}

/** The rows of one append statement, each with the transaction's id and timestamp that only its first event's row carries. */
function withSharedColumns(rows: AppendedRow[]): AppendedRow[] {
  const first = rows.find((row) => row.transaction_id !== null);
  if (first) for (const row of rows) Object.assign(row, { transaction_id: first.transaction_id, recorded_at: first.recorded_at });
  return rows;
}

/** The parameters of appendStatement: the version last, unless it is the stream's own. */
function appendValues(streamId: string, streamType: string, metadata: EventMetadata, events: readonly AnyEvent[], version: number | 'stream'): unknown[] {
  return [
    streamId,
    streamType,
    JSON.stringify(metadata),
    ...events.flatMap((event) => [event.type, event.schemaVersion ?? 1, JSON.stringify(event.data)]),
    ...(version === 'stream' ? [] : [version]),
  ];
}

function recordedEvent(streamId: string, streamType: string, event: AnyEvent, metadata: EventMetadata, row: AppendedRow): RecordedEvent {
  return {
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    streamId,
    streamType,
    streamVersion: row.stream_version,
    type: event.type,
    schemaVersion: event.schemaVersion ?? 1,
    data: event.data,
    metadata,
    recordedAt: row.recorded_at,
  } as RecordedEvent;
}

/** The stream is not at the expected version: already past it (the primary key) or not there yet (no version given). */
function isVersionConflict(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string; table?: string; column?: string };
  if (pgError.code === UNIQUE_VIOLATION) return pgError.constraint === 'events_pkey';
  return pgError.code === NOT_NULL_VIOLATION && pgError.table === 'events' && pgError.column === 'stream_version';
}
