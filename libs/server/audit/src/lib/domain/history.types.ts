import type { RecordedEvent } from '@registro/server-event-store';

/** Turns one event into the readable lines of the history's Dettaglio column. */
export type DescriviEvento = (event: RecordedEvent) => string;

/** A record's fields as rebuilt from its events. */
export interface StatoRecord {
  valori: Record<string, unknown>;
  eliminato: boolean;
}

/** Applies one event to the record's state; must not mutate `state`. */
export type EvolviStato = (state: StatoRecord, event: RecordedEvent) => StatoRecord;

export const STATO_INIZIALE: StatoRecord = { valori: {}, eliminato: false };
