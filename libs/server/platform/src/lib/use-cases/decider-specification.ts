import { deepStrictEqual, fail } from 'node:assert';
import { streamIdOf, type AnyEvent, type RecordedEvent } from '@registro/server-event-store';
import { decidedEvents, type Decider } from './decider';

type ErrorClass = abstract new (...args: never[]) => Error;

/** The assertions after `when(command)`. */
export interface DeciderThen<E extends AnyEvent> {
  /** the decision is exactly these events (compared as they would be stored: JSON) */
  then(expected: E | E[]): void;
  /** the decision appends nothing */
  thenNothingHappened(): void;
  /** the decision refuses: with an error of this class, and/or one the check accepts (its message, its status…) */
  thenThrows(errorClass?: ErrorClass, check?: (error: Error) => boolean): void;
}

/** Events as they would be stored: undefined fields dropped, dates as text. */
const stored = (events: readonly AnyEvent[]): unknown => JSON.parse(JSON.stringify(events));

/** A plain event as the store would give it back, for `evolve`. */
function recorded<E extends AnyEvent>(event: E, index: number, streamType: string): RecordedEvent<E> {
  return {
    ...event,
    schemaVersion: event.schemaVersion ?? 1,
    globalPosition: String(index + 1),
    transactionId: '1',
    streamId: streamIdOf(streamType, 1),
    streamType,
    streamVersion: index + 1,
    metadata: {},
    recordedAt: new Date(0),
  } as RecordedEvent<E>;
}

/**
 * Given/when/then for a decider, after emmett's `DeciderSpecification`: the given events are folded
 * with the decider's own `evolve`, the command decided on the state, and the result compared.
 *
 * ```ts
 * const spec = DeciderSpecification.for(createFatturaDecider);
 * it('numbers a new invoice', () =>
 *   spec([]).when({ id: 5, documento, numerazione }).then([{ type: 'FatturaCreata', data: … }, …]));
 * it('refuses an existing one', () =>
 *   spec([creata]).when(command).thenThrows(ConflictError, (e) => e.message === 'La fattura 5 esiste già'));
 * ```
 */
export const DeciderSpecification = {
  for<State, Command, E extends AnyEvent>(decider: Decider<State, Command, E>) {
    return (given: E | E[]) => ({
      when(command: Command): DeciderThen<E> {
        const decide = (): E[] => {
          const events = Array.isArray(given) ? given : [given];
          const state = events.map((e, i) => recorded(e, i, decider.streamType)).reduce(decider.evolve, decider.initialState());
          return decidedEvents(decider.decide(command, state));
        };
        return {
          then(expected) {
            deepStrictEqual(stored(decide()), stored(Array.isArray(expected) ? expected : [expected]));
          },
          thenNothingHappened() {
            deepStrictEqual(stored(decide()), []);
          },
          thenThrows(errorClass, check) {
            let decided: E[];
            try {
              decided = decide();
            } catch (error) {
              if (errorClass && !(error instanceof errorClass)) fail(`expected a ${errorClass.name}, got ${String(error)}`);
              if (check && !check(error as Error)) fail(`the error did not pass the check: ${String(error)}`);
              return;
            }
            fail(`expected an error, the decision was ${JSON.stringify(decided)}`);
          },
        };
      },
    });
  },
};
