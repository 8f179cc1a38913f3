import type { AnyEvent, EventMetadata, ExpectedVersion, RecordedEvent } from './event-store.types';

/**
 * An aggregate as a fold over its stream, after emmett's `CommandHandler` options: where its
 * events live, the state before the first one and how one event changes the state. The same
 * `evolve` rebuilds the record for the modification history ("as it was at").
 */
export interface Aggregate<State, E extends AnyEvent> {
  /** stream type, which is also the permission section: stream ids are `<streamType>-<id>` */
  streamType: string;
  initialState: () => State;
  /** must not mutate `state`; events it does not know leave the state as it is */
  evolve: (state: State, event: RecordedEvent<E>) => State;
  /**
   * Operational facts: what was done with the record (printed, exported, sent), not a change of
   * it. They stay in the stream (history, logs, the state may read them) but do not move the
   * version an editor checks: a save that names a version loaded before them is not a conflict.
   */
  operationalEvents?: readonly E['type'][];
}

/**
 * Whether a save that says it saw `expected` may go on: no editing event was appended after it.
 * Operational facts after it do not count, so `expected` may be anything from the last editing
 * event's version (`editVersion`) to the stream's version.
 */
export function sawLastEdit(expected: number, stream: Pick<AggregateStreamResult<unknown>, 'currentVersion' | 'editVersion'>): boolean {
  return expected >= stream.editVersion && expected <= stream.currentVersion;
}

/** The version of the last event that is not an operational fact (0 when there is none). */
export function editVersionOf(events: readonly Pick<RecordedEvent, 'type' | 'streamVersion'>[], operationalEvents: readonly string[] = []): number {
  for (let i = events.length - 1; i >= 0; i--) if (!operationalEvents.includes(events[i].type)) return events[i].streamVersion;
  return 0;
}

/** The folded state and the version it was read at. */
export interface AggregateStreamResult<State> {
  state: State;
  /** 0 when the stream has no events */
  currentVersion: number;
  /** the version of the last editing event (operational facts after it do not count; see `Aggregate.operationalEvents`) */
  editVersion: number;
  streamExists: boolean;
}

/** What a decision may look at besides the state. */
export interface DecisionContext<Inputs = undefined> {
  streamExists: boolean;
  currentVersion: number;
  /** the version of the last editing event (see `AggregateStreamResult.editVersion`) */
  editVersion: number;
  /** what `HandleCommandOptions.load` read for this decision (undefined without it) */
  inputs: Inputs;
}

/**
 * Decides the events a command produces from the current state (and the inputs loaded for it);
 * throws (an Italian BadRequestError, NotFoundError, …) to refuse. An empty list appends nothing.
 * Synchronous and pure: what it needs from the database is read by `HandleCommandOptions.load`
 * (an `async` decide is refused by lint; the Promise form remains only for the code not yet moved).
 */
export type Decide<State, E extends AnyEvent, Inputs = undefined> = (
  state: State,
  context: DecisionContext<Inputs>,
) => E | E[] | Promise<E | E[]>;

export interface HandleCommandOptions<State = unknown, Inputs = undefined> {
  metadata: EventMetadata;
  /**
   * The version the caller saw (e.g. the one an edit page loaded): an editing event after it is a
   * ConcurrencyError (operational facts after it are not, see `sawLastEdit`). Without it the
   * version just read is expected. Either way the append expects the version just read, which
   * still refuses an append that raced this command.
   */
  expectedVersion?: ExpectedVersion;
  /**
   * Reads what the decision needs besides the state — the rows, files or signatures the state
   * points at — in the same transaction, after the stream is read (once) and its version checked,
   * before `decide`, which gets it as `context.inputs`. Throwing here refuses the command as
   * `decide` would. Type its `state` parameter (`async (state: UserState) => …`): TypeScript
   * then infers the inputs' type from it before typing `decide`.
   */
  load?: (state: State, context: Omit<DecisionContext, 'inputs'>) => Promise<Inputs>;
}

export interface HandleCommandResult<State, E extends AnyEvent> {
  newState: State;
  newEvents: readonly E[];
  /** the stream's version after the command (unchanged when nothing was appended) */
  nextVersion: number;
}

/** Folds events into the aggregate's state, starting from its initial state. */
export function foldEvents<State, E extends AnyEvent>(
  aggregate: Pick<Aggregate<State, E>, 'initialState' | 'evolve'>,
  events: readonly RecordedEvent<E>[],
): State {
  return events.reduce(aggregate.evolve, aggregate.initialState());
}
