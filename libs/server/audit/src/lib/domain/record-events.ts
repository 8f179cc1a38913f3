import type { RecordedEvent } from '@registro/server-event-store';
import { formattaValore, righeValori } from './format-value';
import type { DescriviEvento, EvolviStato } from './history.types';

/** The generic master-data events every resource without its own aggregate uses. */
export const RECORD_CREATED = 'RecordCreated';
export const RECORD_UPDATED = 'RecordUpdated';
export const RECORD_DELETED = 'RecordDeleted';
export const RECORD_RESTORED = 'RecordRestored';

export interface RecordCreatedData {
  values: Record<string, unknown>;
}

export interface Modifica {
  prima: unknown;
  dopo: unknown;
}

export interface RecordUpdatedData {
  changes: Record<string, Modifica>;
}

function values(event: RecordedEvent): Record<string, unknown> {
  return (event.data as Partial<RecordCreatedData>).values ?? {};
}

function changes(event: RecordedEvent): Record<string, Modifica> {
  return (event.data as Partial<RecordUpdatedData>).changes ?? {};
}

export const DESCRITTORI_RECORD: Record<string, DescriviEvento> = {
  [RECORD_CREATED]: (e) => ['Record creato', ...righeValori(values(e))].join('\n'),
  [RECORD_UPDATED]: (e) =>
    Object.entries(changes(e))
      .map(([campo, m]) => `${campo}: ${formattaValore(m?.prima)} → ${formattaValore(m?.dopo)}`)
      .join('\n'),
  [RECORD_DELETED]: () => 'Record eliminato',
  [RECORD_RESTORED]: () => 'Record ripristinato',
};

/** Rebuilds a generic record: created values, then each change's `dopo`, then deleted/restored. */
export const evolviRecord: EvolviStato = (state, event) => {
  switch (event.type) {
    case RECORD_CREATED:
      return { valori: { ...values(event) }, eliminato: false };
    case RECORD_UPDATED: {
      const valori = { ...state.valori };
      for (const [campo, m] of Object.entries(changes(event))) valori[campo] = m?.dopo;
      return { ...state, valori };
    }
    case RECORD_DELETED:
      return { ...state, eliminato: true };
    case RECORD_RESTORED:
      return { ...state, eliminato: false };
    default:
      return state;
  }
};
