import { parseStreamId, type RecordedEvent } from '@registro/server-event-store';

export type LogStatus = 'INFO' | 'WARNING' | 'ERROR';

/** What a row of the logs screen says about one event. */
export interface LogEntry {
  stato: LogStatus;
  operation: string;
  descrizioneEvento: string;
}

const ACCESSI: Record<string, LogEntry> = {
  UserSignedIn: { stato: 'INFO', operation: 'LOGIN', descrizioneEvento: 'Accesso effettuato' },
  UserSignedOut: { stato: 'INFO', operation: 'LOGOUT', descrizioneEvento: 'Uscita' },
  UserSignedInFailed: { stato: 'WARNING', operation: 'LOGIN_FALLITO', descrizioneEvento: 'Accesso non riuscito' },
  UserBlocked: { stato: 'WARNING', operation: 'BLOCCO', descrizioneEvento: 'Utente bloccato' },
};

/** `RecordCreated` → `RECORD_CREATED`. */
export const upperSnake = (tipo: string) =>
  tipo.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * Sign-in, sign-out and failed sign-in by name; then by suffix Created/Updated/Changed/Deleted;
 * anything else keeps its type. Stato: a failed sign-in and a blocked user are WARNING (the user
 * may be under attack), every other event is INFO — an event records something that happened,
 * errors are refused before any event is written.
 */
export function logEntry(tipo: string): LogEntry {
  const accesso = ACCESSI[tipo];
  if (accesso) return accesso;
  if (tipo.endsWith('Created')) return { stato: 'INFO', operation: 'CREATE', descrizioneEvento: 'Creazione' };
  if (tipo.endsWith('Updated') || tipo.endsWith('Changed'))
    return { stato: 'INFO', operation: 'UPDATE', descrizioneEvento: 'Modifica' };
  if (tipo.endsWith('Deleted')) return { stato: 'INFO', operation: 'DELETE', descrizioneEvento: 'Eliminazione' };
  return { stato: 'INFO', operation: upperSnake(tipo), descrizioneEvento: tipo };
}

/** `users-12` of type `users` → `12`; a stream id of another shape as it is. */
export function idRisorsa(event: Pick<RecordedEvent, 'streamId' | 'streamType'>): string {
  return parseStreamId(event.streamId, event.streamType)?.id ?? event.streamId;
}
