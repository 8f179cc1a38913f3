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
}

/** The folded state and the version it was read at. */
export interface AggregateStreamResult<State> {
  state: State;
  /** 0 when the stream has no events */
  currentVersion: number;
  streamExists: boolean;
}

/** What a decision may look at besides the state. */
export interface DecisionContext {
  streamExists: boolean;
  currentVersion: number;
}

/**
 * Decides the events a command produces from the current state; throws (an Italian
 * BadRequestError, NotFoundError, …) to refuse. An empty list appends nothing.
 */
export type Decide<State, E extends AnyEvent> = (
  state: State,
  context: DecisionContext,
) => E | E[] | Promise<E | E[]>;

export interface HandleCommandOptions {
  metadata: EventMetadata;
  /**
   * The version the caller saw (e.g. the one an edit page loaded): anything else is a
   * ConcurrencyError. Without it the version just read is expected, which still refuses an
   * append that raced this command.
   */
  expectedVersion?: ExpectedVersion;
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
