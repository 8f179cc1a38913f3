import { idRisorsa, upperSnake, logEntry } from './log-entry';

describe('voceLog', () => {
  it.each([
    ['UserSignedIn', 'INFO', 'LOGIN', 'Accesso effettuato'],
    ['UserSignedOut', 'INFO', 'LOGOUT', 'Uscita'],
    ['UserSignedInFailed', 'WARNING', 'LOGIN_FALLITO', 'Accesso non riuscito'],
    ['UserBlocked', 'WARNING', 'BLOCCO', 'Utente bloccato'],
    ['RecordCreated', 'INFO', 'CREATE', 'Creazione'],
    ['UserUpdated', 'INFO', 'UPDATE', 'Modifica'],
    ['UserGroupChanged', 'INFO', 'UPDATE', 'Modifica'],
    ['RecordDeleted', 'INFO', 'DELETE', 'Eliminazione'],
    ['SessionOpenedByAdministrator', 'INFO', 'SESSION_OPENED_BY_ADMINISTRATOR', 'SessionOpenedByAdministrator'],
  ])('%s → %s %s "%s"', (tipo, stato, operation, descrizioneEvento) => {
    expect(logEntry(tipo)).toEqual({ stato, operation, descrizioneEvento });
  });

  it('writes types in upper snake case', () => {
    expect(upperSnake('RecordRestored')).toBe('RECORD_RESTORED');
  });

  it('takes the resource id after "<stream_type>-"', () => {
    expect(idRisorsa({ streamId: 'users-12', streamType: 'users' })).toBe('12');
    expect(idRisorsa({ streamId: 'fatture-2024-7', streamType: 'fatture' })).toBe('2024-7');
    expect(idRisorsa({ streamId: 'altro', streamType: 'users' })).toBe('altro');
  });
});
