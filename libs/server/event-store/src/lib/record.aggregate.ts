import { isDeepStrictEqual } from 'node:util';
import type { Aggregate } from './aggregate';
import type { Event } from './event-store.types';

/**
 * The generic aggregate of master data: records with no behaviour beyond their fields share these
 * four events, so every resource has a modification history without code of its own. The event
 * type strings and the `{prima, dopo}` shape are persisted: never rename them.
 */
export const RECORD_CREATED = 'RecordCreated';
export const RECORD_UPDATED = 'RecordUpdated';
export const RECORD_DELETED = 'RecordDeleted';
export const RECORD_RESTORED = 'RecordRestored';

/** One field's change as stored in RecordUpdated and in the domain events that diff fields. */
export interface Modifica<T = unknown> {
  prima: T;
  dopo: T;
}

/** `{campo: {prima, dopo}}` for the fields that changed. */
export type Modifiche<V extends object = Record<string, unknown>> = { [K in keyof V]?: Modifica<V[K]> };

export type RecordCreated<V extends object = Record<string, unknown>> = Event<typeof RECORD_CREATED, { values: V }>;
export type RecordUpdated<V extends object = Record<string, unknown>> = Event<typeof RECORD_UPDATED, { changes: Modifiche<V> }>;
export type RecordDeleted = Event<typeof RECORD_DELETED, Record<string, never>>;
export type RecordRestored = Event<typeof RECORD_RESTORED, Record<string, never>>;
export type RecordEvent<V extends object = Record<string, unknown>> = RecordCreated<V> | RecordUpdated<V> | RecordDeleted | RecordRestored;

/** A record as its events leave it; `values` is null before it was created. */
export interface RecordState<V extends object = Record<string, unknown>> {
  values: V | null;
  deleted: boolean;
}

/**
 * The fields of `after` whose value differs from `before`, as `{campo: {prima, dopo}}`. Fields
 * absent from `after` (undefined) are left out; values compare deeply (dates, arrays, nested
 * objects), so one rule holds for every resource.
 */
export function diffCampi<V extends object>(before: Partial<V> | null | undefined, after: Partial<V>): Modifiche<V> {
  const changes: Modifiche<V> = {};
  for (const field of Object.keys(after) as (keyof V & string)[]) {
    const dopo = after[field];
    const prima = before?.[field];
    if (dopo !== undefined && !isDeepStrictEqual(prima, dopo)) changes[field] = { prima, dopo } as Modifica<V[typeof field]>;
  }
  return changes;
}

export const hasChanges = (changes: object): boolean => Object.keys(changes).length > 0;

/** The generic record aggregate of stream type `streamType` (the resource's permission section). */
export function recordAggregate<V extends object = Record<string, unknown>>(streamType: string): Aggregate<RecordState<V>, RecordEvent<V>> {
  return {
    streamType,
    initialState: () => ({ values: null, deleted: false }),
    evolve: evolveRecord,
  };
}

export function evolveRecord<V extends object>(state: RecordState<V>, event: RecordEvent<V>): RecordState<V> {
  switch (event.type) {
    case RECORD_CREATED:
      return { values: { ...event.data.values }, deleted: false };
    case RECORD_UPDATED: {
      const values = { ...(state.values ?? {}) } as V;
      for (const [field, change] of Object.entries(event.data.changes ?? {}) as [keyof V, Modifica | undefined][])
        if (change) values[field] = change.dopo as V[keyof V];
      return { ...state, values };
    }
    case RECORD_DELETED:
      return { ...state, deleted: true };
    case RECORD_RESTORED:
      return { ...state, deleted: false };
    default:
      return state;
  }
}
