import type { Aggregate, Event } from '@registro/server-event-store';
import { BadRequestError, NotFoundError } from '../errors/http-errors';
import { decidedEvents, decider } from './decider';
import { DeciderSpecification } from './decider-specification';

type NotaEvent = Event<'NotaScritta', { id: number; testo: string }> | Event<'NotaCorretta', { testo: string; nota?: string }>;
type NotaState = { testo: string } | null;

const notaAggregate: Aggregate<NotaState, NotaEvent> = {
  streamType: 'note',
  initialState: () => null,
  evolve: (state, e) => (e.type === 'NotaScritta' ? { testo: e.data.testo } : state && { testo: e.data.testo }),
};

const correggi = decider(notaAggregate, (command: { testo: string }, state: NotaState): NotaEvent[] => {
  if (!state) throw new NotFoundError('Nota non trovata');
  if (!command.testo.trim()) throw new BadRequestError('Inserire il testo');
  return state.testo === command.testo ? [] : [{ type: 'NotaCorretta', data: { testo: command.testo, nota: undefined } }];
});
const spec = DeciderSpecification.for(correggi);
const scritta: NotaEvent = { type: 'NotaScritta', data: { id: 1, testo: 'prima' } };

describe('DeciderSpecification', () => {
  it('folds the given events with the aggregate evolve and compares the decision as stored', () => {
    spec([scritta]).when({ testo: 'dopo' }).then([{ type: 'NotaCorretta', data: { testo: 'dopo' } }]);
    spec(scritta).when({ testo: 'dopo' }).then({ type: 'NotaCorretta', data: { testo: 'dopo' } });
    spec([scritta, { type: 'NotaCorretta', data: { testo: 'dopo' } }]).when({ testo: 'dopo' }).thenNothingHappened();
  });

  it('fails when the decision differs, or when something happened', () => {
    expect(() => spec([scritta]).when({ testo: 'dopo' }).then([{ type: 'NotaCorretta', data: { testo: 'altro' } }])).toThrow(/altro/);
    expect(() => spec([scritta]).when({ testo: 'dopo' }).thenNothingHappened()).toThrow();
    expect(() => spec([scritta]).when({ testo: 'prima' }).then([{ type: 'NotaCorretta', data: { testo: 'prima' } }])).toThrow();
  });

  it('checks a refusal by class and by a check, and fails when nothing was refused', () => {
    spec([]).when({ testo: 'x' }).thenThrows(NotFoundError);
    spec([scritta]).when({ testo: ' ' }).thenThrows(BadRequestError, (e) => (e as BadRequestError).messaggio === 'Inserire il testo');
    expect(() => spec([]).when({ testo: 'x' }).thenThrows(BadRequestError)).toThrow(/expected a BadRequestError/);
    expect(() => spec([scritta]).when({ testo: ' ' }).thenThrows(BadRequestError, (e) => e.message === 'altro')).toThrow(/did not pass/);
    expect(() => spec([scritta]).when({ testo: 'dopo' }).thenThrows()).toThrow(/expected an error/);
  });

  it('refuses an async decide: decide is synchronous and pure', () => {
    const asincrono = decider(notaAggregate, (async () => []) as unknown as (c: { testo: string }, s: NotaState) => NotaEvent[]);
    expect(() => DeciderSpecification.for(asincrono)([]).when({ testo: 'x' }).thenNothingHappened()).toThrow(/synchronous/);
    expect(decidedEvents(scritta)).toEqual([scritta]);
  });
});
