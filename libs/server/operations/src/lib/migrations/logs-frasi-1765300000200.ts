import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The logs written before issue 25 read the event type ("UserUnlocked") or an upper-snake constant
 * (FATTURA_NUMERATA) where a person reads the description: they get the sentence and the operation
 * code of the one table of events (audit's EVENT_SENTENCES) as it is today, copied here so that
 * this migration does not change when the table grows. Rows whose event is gone (purged streams)
 * stay as they were. The projection writes the new rows itself.
 */
const FRASI: Record<string, [string, string]> = {
  RecordCreated: ['Record creato', 'CREATE'],
  RecordUpdated: ['Record modificato', 'UPDATE'],
  RecordDeleted: ['Record eliminato', 'DELETE'],
  RecordRestored: ['Record ripristinato', 'RESTORE'],
  UserCreated: ['Utente creato', 'CREATE'],
  UserUpdated: ['Utente modificato', 'UPDATE'],
  UserGroupChanged: ["Gruppo dell'utente cambiato", 'UPDATE'],
  UserActivated: ['Utente abilitato', 'UPDATE'],
  UserDeactivated: ['Utente disabilitato', 'UPDATE'],
  UserDeleted: ['Utente eliminato', 'DELETE'],
  UserPasswordSetByAdministrator: ["Password reimpostata dall'amministratore", 'SECURITY'],
  UserProfileUpdated: ['Profilo modificato', 'UPDATE'],
  SessionOpenedByAdministrator: ["Sessione aperta dall'amministratore", 'SECURITY'],
  UserPasswordChanged: ["Password modificata dall'utente", 'SECURITY'],
  UserPasswordResetRequested: ['Richiesta di reimpostazione della password', 'SECURITY'],
  UserPasswordReset: ['Password reimpostata', 'SECURITY'],
  UserUnlocked: ['Utente sbloccato', 'SECURITY'],
  UserTwoFactorEnrolmentSent: ["E-mail per l'autenticazione a due fattori inviata", 'SECURITY'],
  UserTwoFactorEnrolled: ['Autenticazione a due fattori attivata', 'SECURITY'],
  UserSecondFactorFailed: ['Codice O.T.P. errato', 'LOGIN_FALLITO'],
  UserRegistered: ['Registrazione dalla pagina di accesso', 'CREATE'],
  UserRegistrationValidated: ['Registrazione confermata', 'UPDATE'],
  GroupCreated: ['Gruppo creato', 'CREATE'],
  GroupUpdated: ['Gruppo modificato', 'UPDATE'],
  GroupDeleted: ['Gruppo eliminato', 'DELETE'],
  SezioneInstallata: ['Sezione installata', 'CREATE'],
  TemplateCaricato: ['Template di stampa caricato', 'UPDATE'],
  DocumentoProdotto: ['Documento prodotto', 'CREATE'],
  DocumentoFirmato: ['Documento firmato', 'SIGN'],
  DocumentoInviatoFse: ['Documento inviato al Fascicolo Sanitario Elettronico', 'SEND'],
  DocumentoAnnullato: ['Documento annullato', 'DELETE'],
  FatturaCreata: ['Fattura creata', 'CREATE'],
  DestinatarioFatturaCambiato: ['Destinatario della fattura modificato', 'UPDATE'],
  DatiDocumentoFatturaCambiati: ['Dati documento della fattura modificati', 'UPDATE'],
  RigaFatturaAggiunta: ['Riga aggiunta alla fattura', 'UPDATE'],
  RigaFatturaCambiata: ['Riga della fattura modificata', 'UPDATE'],
  RigaFatturaRimossa: ['Riga rimossa dalla fattura', 'UPDATE'],
  TotaliFatturaRicalcolati: ['Totali della fattura ricalcolati', 'UPDATE'],
  FatturaNumerata: ['Fattura numerata', 'UPDATE'],
  FatturaStampata: ['Fattura stampata', 'PRINT'],
  FatturaElettronicaEsportata: ['Fattura elettronica esportata', 'EXPORT'],
  DocumentoCreato: ['Documento creato', 'CREATE'],
  DocumentoModificato: ['Documento modificato', 'UPDATE'],
  DocumentoNumerato: ['Documento numerato', 'UPDATE'],
  DocumentoCompletato: ['Documento completato', 'UPDATE'],
  RigheTrasformate: ['Righe trasformate in un altro documento', 'UPDATE'],
  DocumentoEliminato: ['Documento eliminato', 'DELETE'],
  OrdineCreato: ['Ordine creato', 'CREATE'],
  OrdineConfermato: ['Ordine confermato', 'UPDATE'],
  OrdineEliminato: ['Ordine eliminato', 'DELETE'],
  TaskCreated: ['Task creato', 'CREATE'],
  TaskUpdated: ['Task modificato', 'UPDATE'],
  TaskDeleted: ['Task eliminato', 'DELETE'],
  TaskStarted: ['Task avviato', 'UPDATE'],
  TaskStopped: ['Task fermato', 'UPDATE'],
  TaskRunRequested: ['Esecuzione del task richiesta', 'RUN'],
  TaskRunStarted: ['Esecuzione del task iniziata', 'RUN'],
  TaskRunLogAppended: ["Log dell'esecuzione aggiornato", 'RUN'],
  TaskRunFinished: ['Esecuzione del task terminata', 'RUN'],
  IntegrationRequestRegistered: ['Richiesta di integrazione registrata', 'CREATE'],
  IntegrationRequestStatusChanged: ['Stato della richiesta di integrazione cambiato', 'UPDATE'],
  IntegrationRequestOutcomeRecorded: ['Esito della richiesta di integrazione registrato', 'UPDATE'],
  IntegrationRequestDeleted: ['Richiesta di integrazione eliminata', 'DELETE'],
};

export class LogsFrasi1765300000200 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    const righe = Object.entries(FRASI).map(([tipo, [frase, operation]]) => ({ tipo, frase, operation }));
    await q.query(
      `UPDATE logs l SET descrizione_evento = f.frase, operation = f.operation
         FROM events e, jsonb_to_recordset($1::jsonb) AS f(tipo text, frase text, operation text)
        WHERE e.global_position = l.global_position AND e.event_type = f.tipo
          AND (l.descrizione_evento IS DISTINCT FROM f.frase OR l.operation IS DISTINCT FROM f.operation)`,
      [JSON.stringify(righe)],
    );
  }

  async down(): Promise<void> {
    // the old texts were the event type names: nothing to restore
  }
}
