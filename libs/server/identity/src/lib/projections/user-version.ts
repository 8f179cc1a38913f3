import type { RecordedEvent } from '@registro/server-event-store';
import { USER_STREAM_TYPE } from '../domain/user.events';

/**
 * The `utenti.versione` an event leaves: its version in `users-<id>`, or the row's own when it was
 * recorded in the user's sign-in stream `signins-<id>`, whose versions are not the user's.
 */
export function userVersionOf(e: Pick<RecordedEvent, 'streamType' | 'streamVersion'>): number | null {
  return e.streamType === USER_STREAM_TYPE ? e.streamVersion : null;
}
