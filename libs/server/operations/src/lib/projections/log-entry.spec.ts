import { idRisorsa, logEntry } from './log-entry';

describe('logEntry', () => {
  it.each([
    ['UserSignedIn', 'INFO', 'LOGIN', 'Accesso effettuato'],
    ['UserSignedOut', 'INFO', 'LOGOUT', 'Uscita'],
    ['UserSignedInFailed', 'WARNING', 'LOGIN_FALLITO', 'Accesso non riuscito'],
    ['UserSecondFactorFailed', 'WARNING', 'LOGIN_FALLITO', 'Codice O.T.P. errato'],
    ['UserBlocked', 'WARNING', 'BLOCCO', 'Utente bloccato'],
    ['UserUnlocked', 'INFO', 'SECURITY', 'Utente sbloccato'],
    ['UserUpdated', 'INFO', 'UPDATE', 'Utente modificato'],
    ['RigaFatturaAggiunta', 'INFO', 'UPDATE', 'Riga aggiunta alla fattura'],
    ['FatturaNumerata', 'INFO', 'UPDATE', 'Fattura numerata'],
    ['DocumentoInviatoFse', 'INFO', 'SEND', 'Documento inviato al Fascicolo Sanitario Elettronico'],
  ])('%s → %s %s "%s"', (tipo, stato, operation, descrizioneEvento) => {
    expect(logEntry({ type: tipo, streamType: 'users', data: {} })).toEqual({ stato, operation, descrizioneEvento });
  });

  it("names a master-data record's kind and, where the event carries them, its code and description", () => {
    expect(logEntry({ type: 'RecordCreated', streamType: 'marche', data: { values: { codice: 'CANDIDA', descrizone: 'Candida Paper', attivo: true } } })).toEqual({
      stato: 'INFO',
      operation: 'CREATE',
      descrizioneEvento: 'Marca creata: CANDIDA – Candida Paper',
    });
    expect(logEntry({ type: 'RecordDeleted', streamType: 'articoli', data: {} })).toEqual({ stato: 'INFO', operation: 'DELETE', descrizioneEvento: 'Articolo eliminato' });
    expect(logEntry({ type: 'RecordRestored', streamType: 'anagrafica', data: {} }).descrizioneEvento).toBe('Anagrafica ripristinata');
  });

  it('never shows an event type name or an upper-snake constant, even for a type the table does not know', () => {
    expect(logEntry({ type: 'QualcosaDiVecchio', streamType: 'users', data: {} })).toEqual({ stato: 'INFO', operation: 'UPDATE', descrizioneEvento: 'Evento registrato' });
  });

  it('takes the resource id after "<stream_type>-"', () => {
    expect(idRisorsa({ streamId: 'users-12', streamType: 'users' })).toBe('12');
    expect(idRisorsa({ streamId: 'fatture-2024-7', streamType: 'fatture' })).toBe('2024-7');
    expect(idRisorsa({ streamId: 'altro', streamType: 'users' })).toBe('altro');
  });
});
