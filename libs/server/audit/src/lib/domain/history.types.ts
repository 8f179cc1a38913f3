import type { Aggregate, AnyEvent, Event, RecordedEvent } from '@registro/server-event-store';

/** Turns one event into the readable lines of the history's Dettaglio column. */
export type DescribeEvent<E extends AnyEvent = Event> = (event: RecordedEvent<E>) => string;

/** One describer per event type of a union, each receiving its own narrowed event. */
export type EventDescribers<E extends AnyEvent> = { [K in E['type']]?: DescribeEvent<Extract<E, { type: K }>> };

/** A record's fields as the "as it was at" view shows them. */
export interface RecordView {
  values: Record<string, unknown>;
  deleted: boolean;
}

/**
 * How the history reads a stream type: its aggregate (the same `evolve` its commands fold), how
 * the state shows as fields, and the other streams whose events belong to the record's history.
 */
export interface HistorySource<State, E extends AnyEvent> {
  aggregate: Aggregate<State, E>;
  view: (state: State) => RecordView;
  /** e.g. a user's sign-ins, kept in their own stream so that they never conflict with edits */
  relatedStreams?: (idRisorsa: string) => string[];
}

/** @deprecated transitional shapes of the old reducer API (removed once every context registers aggregates) */
export interface StatoRecord {
  valori: Record<string, unknown>;
  eliminato: boolean;
}
/** @deprecated see StatoRecord */
export type EvolviStato = (state: StatoRecord, event: RecordedEvent) => StatoRecord;
/** @deprecated see StatoRecord */
export const STATO_INIZIALE: StatoRecord = { valori: {}, eliminato: false };
