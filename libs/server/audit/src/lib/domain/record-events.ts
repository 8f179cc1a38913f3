import type { RecordEvent, RecordedEvent } from '@registro/server-event-store';
import { fieldWords } from '@registro/contracts';
import { formatValue, valueLines } from './format-value';
import type { EventDescribers } from './history.types';
import { isSecretField, maskSecrets } from './secret-fields';

/** The label a record resource's edit page gives a field, when it gives one. */
export type FieldLabelOf = (sezione: string, campo: string) => string | undefined;

/**
 * How the generic master-data events read: "Record creato" with its fields, then "Campo: prima →
 * dopo"; a secret field reads "impostata" / "modificata". Fields are named as the edit page labels
 * them (`labelOf`), else humanised ("Codice Iva").
 */
export function recordDescribers(labelOf: FieldLabelOf = () => undefined): EventDescribers<RecordEvent> {
  const label = (e: RecordedEvent, campo: string) => labelOf(e.streamType, campo) ?? fieldWords(campo);
  return {
    RecordCreated: (e) => ['Record creato', ...valueLines(maskSecrets(e.data.values ?? {}), (c) => label(e, c))].join('\n'),
    RecordUpdated: (e) =>
      Object.entries(e.data.changes ?? {})
        .map(([campo, m]) =>
          isSecretField(campo) ? `${label(e, campo)}: modificata` : `${label(e, campo)}: ${formatValue(m?.prima)} → ${formatValue(m?.dopo)}`,
        )
        .join('\n'),
    RecordDeleted: () => 'Record eliminato',
    RecordRestored: () => 'Record ripristinato',
  };
}

/** The generic record events' describers with humanised field names only. */
export const RECORD_DESCRIBERS: EventDescribers<RecordEvent> = recordDescribers();
