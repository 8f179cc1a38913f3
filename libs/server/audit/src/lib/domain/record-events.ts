import type { RecordEvent } from '@registro/server-event-store';
import { formatValue, valueLines } from './format-value';
import type { EventDescribers } from './history.types';
import { isSecretField, maskSecrets } from './secret-fields';

/**
 * How the generic master-data events read: "Record creato" with its fields, then "campo: prima →
 * dopo"; a secret field reads "impostata" / "modificata".
 */
export const RECORD_DESCRIBERS: EventDescribers<RecordEvent> = {
  RecordCreated: (e) => ['Record creato', ...valueLines(maskSecrets(e.data.values ?? {}))].join('\n'),
  RecordUpdated: (e) =>
    Object.entries(e.data.changes ?? {})
      .map(([campo, m]) => (isSecretField(campo) ? `${campo}: modificata` : `${campo}: ${formatValue(m?.prima)} → ${formatValue(m?.dopo)}`))
      .join('\n'),
  RecordDeleted: () => 'Record eliminato',
  RecordRestored: () => 'Record ripristinato',
};
