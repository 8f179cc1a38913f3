import type { Aggregate, AnyEvent } from '@registro/server-event-store';

/**
 * An aggregate that decides, in emmett's `Decider` shape: `decide(command, state)` gives the events
 * a command produces, SYNCHRONOUSLY and without I/O (what it needs — lookups, a new number, the
 * previous numerator — is loaded before, inside the transaction, and put in the command);
 * `evolve` and `initialState` are the aggregate's own (`Aggregate` of the event store), so the
 * same fold serves the decision, the inline projection and the history. Refuse by throwing an
 * Italian BadRequestError, NotFoundError, ConflictError…; an empty list appends nothing.
 */
export interface Decider<State, Command, E extends AnyEvent> extends Aggregate<State, E> {
  decide: (command: Command, state: State) => E | E[];
}

/** The aggregate with its decision: `decider(fatturaAggregate, decideCreateFattura)`. */
export function decider<State, Command, E extends AnyEvent>(
  aggregate: Aggregate<State, E>,
  decide: (command: Command, state: State) => E | E[],
): Decider<State, Command, E> {
  return { ...aggregate, decide };
}

/**
 * What `decide` returned, as a list. A Promise (an `async` decide, or one that reads the database)
 * is refused: load the inputs first, decide once, append once.
 */
export function decidedEvents<E extends AnyEvent>(decided: E | E[]): E[] {
  if (typeof (decided as unknown as PromiseLike<unknown>)?.then === 'function')
    throw new TypeError('decide must be synchronous and pure (emmett Decider): load its inputs before, in the use case');
  return Array.isArray(decided) ? decided : [decided];
}
