import { idRisorsa, logEntry } from './log-entry';

describe('logEntry', () => {
  it.each([
    ['UserSignedIn', 'INFO', 'LOGIN', 'Accesso effettuato'],
    ['UserSignedOut', 'INFO', 'LOGOUT', 'Uscita'],
    ['UserSignedInFailed', 'WARNING', 'LOGIN_FALLITO', 'Accesso non riuscito'],
    ['UserSecondFactorFailed', 'WARNING', 'LOGIN_FALLITO', 'Codice O.T.P. errato'],
    ['UserBlocked', 'WARNING', 'BLOCCO', 'Utente bloccato'],
    ['UserUnlocked', 'INFO', 'SECURITY', 'Utente sbloccato'],
    ['RecordCreated', 'INFO', 'CREATE', 'Record creato'],
    ['RecordRestored', 'INFO', 'RESTORE', 'Record ripristinato'],
    ['UserUpdated', 'INFO', 'UPDATE', 'Utente modificato'],
    ['RecordDeleted', 'INFO', 'DELETE', 'Record eliminato'],
    ['RigaFatturaAggiunta', 'INFO', 'UPDATE', 'Riga aggiunta alla fattura'],
    ['FatturaNumerata', 'INFO', 'UPDATE', 'Fattura numerata'],
    ['DocumentoInviatoFse', 'INFO', 'SEND', 'Documento inviato al Fascicolo Sanitario Elettronico'],
  ])('%s → %s %s "%s"', (tipo, stato, operation, descrizioneEvento) => {
    expect(logEntry(tipo)).toEqual({ stato, operation, descrizioneEvento });
  });

  it('never shows an event type name or an upper-snake constant, even for a type the table does not know', () => {
    expect(logEntry('QualcosaDiVecchio')).toEqual({ stato: 'INFO', operation: 'UPDATE', descrizioneEvento: 'Evento registrato' });
  });

  it('takes the resource id after "<stream_type>-"', () => {
    expect(idRisorsa({ streamId: 'users-12', streamType: 'users' })).toBe('12');
    expect(idRisorsa({ streamId: 'fatture-2024-7', streamType: 'fatture' })).toBe('2024-7');
    expect(idRisorsa({ streamId: 'altro', streamType: 'users' })).toBe('altro');
  });
});
