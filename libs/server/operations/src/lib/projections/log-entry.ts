import { sentenceOf } from '@registro/server-audit';
import { parseStreamId, type RecordedEvent } from '@registro/server-event-store';

export type LogStatus = 'INFO' | 'WARNING' | 'ERROR';

/** What a row of the logs screen says about one event. */
export interface LogEntry {
  stato: LogStatus;
  operation: string;
  descrizioneEvento: string;
}

/** A failed sign-in (password or O.T.P. code) and a blocked user: the user may be under attack. */
const AVVERTIMENTI: ReadonlySet<string> = new Set(['UserSignedInFailed', 'UserSecondFactorFailed', 'UserBlocked']);

/**
 * The sentence and the operation code of the one table of events (audit's EVENT_SENTENCES), so
 * the logs and the history read the same Italian; a master-data record's event names the kind of
 * record and, where the event carries them, its code and description (audit's sentenceOf). Stato: WARNING for a failed sign-in and a
 * blocked user, INFO for every other event — an event records something that happened, errors are
 * refused before any event is written.
 */
export function logEntry(event: Pick<RecordedEvent, 'type' | 'streamType' | 'data'>): LogEntry {
  const { frase, operation } = sentenceOf(event);
  return { stato: AVVERTIMENTI.has(event.type) ? 'WARNING' : 'INFO', operation, descrizioneEvento: frase };
}

/** `users-12` of type `users` → `12`; a stream id of another shape as it is. */
export function idRisorsa(event: Pick<RecordedEvent, 'streamId' | 'streamType'>): string {
  return parseStreamId(event.streamId, event.streamType)?.id ?? event.streamId;
}
