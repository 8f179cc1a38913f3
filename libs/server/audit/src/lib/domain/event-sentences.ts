/**
 * What a person reads for an event: the one table of every event type the product appends, with
 * its Italian sentence and the logs' operation code (spec 2 §2.7: LOGIN, LOGOUT, … — a code the
 * web shows in Italian). The logs' "Descrizione" is the sentence; the history falls back to it
 * where a context has no detailed describer. Event type names are persisted and never change: a
 * new event gets its row here (event-sentences.spec.ts reads every context's event unions and
 * fails on one without a sentence).
 */
export const OPERAZIONI_LOG = [
  'LOGIN',
  'LOGOUT',
  'LOGIN_FALLITO',
  'BLOCCO',
  'CREATE',
  'UPDATE',
  'DELETE',
  'RESTORE',
  'PRINT',
  'EXPORT',
  'SIGN',
  'SEND',
  'RUN',
  'SECURITY',
] as const;
export type OperazioneLog = (typeof OPERAZIONI_LOG)[number];

/** The operation codes in Italian, for what the server writes itself (the logs' Excel); the screens read the same words from the locale files (logs.operazione.<code>). */
export const OPERAZIONE_IN_ITALIANO: Readonly<Record<OperazioneLog, string>> = {
  LOGIN: 'Accesso',
  LOGOUT: 'Uscita',
  LOGIN_FALLITO: 'Accesso non riuscito',
  BLOCCO: 'Blocco',
  CREATE: 'Creazione',
  UPDATE: 'Modifica',
  DELETE: 'Eliminazione',
  RESTORE: 'Ripristino',
  PRINT: 'Stampa',
  EXPORT: 'Esportazione',
  SIGN: 'Firma',
  SEND: 'Invio',
  RUN: 'Esecuzione',
  SECURITY: 'Sicurezza',
};

export interface EventSentence {
  frase: string;
  operation: OperazioneLog;
}

const s = (frase: string, operation: OperazioneLog): EventSentence => ({ frase, operation });

export const EVENT_SENTENCES: Readonly<Record<string, EventSentence>> = {
  // generic records (master data)
  RecordCreated: s('Record creato', 'CREATE'),
  RecordUpdated: s('Record modificato', 'UPDATE'),
  RecordDeleted: s('Record eliminato', 'DELETE'),
  RecordRestored: s('Record ripristinato', 'RESTORE'),
  // users and sign-ins
  UserCreated: s('Utente creato', 'CREATE'),
  UserSignedIn: s('Accesso effettuato', 'LOGIN'),
  UserSignedOut: s('Uscita', 'LOGOUT'),
  UserSignedInFailed: s('Accesso non riuscito', 'LOGIN_FALLITO'),
  UserUpdated: s('Utente modificato', 'UPDATE'),
  UserGroupChanged: s("Gruppo dell'utente cambiato", 'UPDATE'),
  UserActivated: s('Utente abilitato', 'UPDATE'),
  UserDeactivated: s('Utente disabilitato', 'UPDATE'),
  UserDeleted: s('Utente eliminato', 'DELETE'),
  UserPasswordSetByAdministrator: s("Password reimpostata dall'amministratore", 'SECURITY'),
  UserProfileUpdated: s('Profilo modificato', 'UPDATE'),
  SessionOpenedByAdministrator: s("Sessione aperta dall'amministratore", 'SECURITY'),
  // credentials
  UserPasswordChanged: s("Password modificata dall'utente", 'SECURITY'),
  UserPasswordResetRequested: s('Richiesta di reimpostazione della password', 'SECURITY'),
  UserPasswordReset: s('Password reimpostata', 'SECURITY'),
  UserBlocked: s('Utente bloccato', 'BLOCCO'),
  UserUnlocked: s('Utente sbloccato', 'SECURITY'),
  UserTwoFactorEnrolmentSent: s("E-mail per l'autenticazione a due fattori inviata", 'SECURITY'),
  UserTwoFactorEnrolled: s('Autenticazione a due fattori attivata', 'SECURITY'),
  UserSecondFactorFailed: s('Codice O.T.P. errato', 'LOGIN_FALLITO'),
  UserRegistered: s('Registrazione dalla pagina di accesso', 'CREATE'),
  UserRegistrationValidated: s('Registrazione confermata', 'UPDATE'),
  // groups
  GroupCreated: s('Gruppo creato', 'CREATE'),
  GroupUpdated: s('Gruppo modificato', 'UPDATE'),
  GroupDeleted: s('Gruppo eliminato', 'DELETE'),
  // modules and parameters
  SezioneInstallata: s('Sezione installata', 'CREATE'),
  // printing and the document archive
  TemplateCaricato: s('Template di stampa caricato', 'UPDATE'),
  DocumentoProdotto: s('Documento prodotto', 'CREATE'),
  DocumentoFirmato: s('Documento firmato', 'SIGN'),
  DocumentoInviatoFse: s('Documento inviato al Fascicolo Sanitario Elettronico', 'SEND'),
  DocumentoAnnullato: s('Documento annullato', 'DELETE'),
  // invoices
  FatturaCreata: s('Fattura creata', 'CREATE'),
  DestinatarioFatturaCambiato: s('Destinatario della fattura modificato', 'UPDATE'),
  DatiDocumentoFatturaCambiati: s('Dati documento della fattura modificati', 'UPDATE'),
  RigaFatturaAggiunta: s('Riga aggiunta alla fattura', 'UPDATE'),
  RigaFatturaCambiata: s('Riga della fattura modificata', 'UPDATE'),
  RigaFatturaRimossa: s('Riga rimossa dalla fattura', 'UPDATE'),
  TotaliFatturaRicalcolati: s('Totali della fattura ricalcolati', 'UPDATE'),
  FatturaNumerata: s('Fattura numerata', 'UPDATE'),
  FatturaStampata: s('Fattura stampata', 'PRINT'),
  FatturaElettronicaEsportata: s('Fattura elettronica esportata', 'EXPORT'),
  FatturaRiaperta: s('Fattura riaperta', 'UPDATE'),
  NotaCreditoEmessa: s('Nota di credito emessa dalla fattura', 'CREATE'),
  StatoSdiRegistrato: s('Ricevuta dello SDI registrata', 'UPDATE'),
  // received supplier invoices
  FatturaRicevutaImportata: s('Fattura ricevuta importata', 'CREATE'),
  FatturaRicevutaStampata: s('Fattura ricevuta stampata', 'PRINT'),
  // commercial documents
  DocumentoCreato: s('Documento creato', 'CREATE'),
  DocumentoModificato: s('Documento modificato', 'UPDATE'),
  DocumentoNumerato: s('Documento numerato', 'UPDATE'),
  DocumentoCompletato: s('Documento completato', 'UPDATE'),
  RigheTrasformate: s('Righe trasformate in un altro documento', 'UPDATE'),
  DocumentoEliminato: s('Documento eliminato', 'DELETE'),
  // orders
  OrdineCreato: s('Ordine creato', 'CREATE'),
  OrdineConfermato: s('Ordine confermato', 'UPDATE'),
  OrdineEliminato: s('Ordine eliminato', 'DELETE'),
  // scheduled tasks and their runs
  TaskCreated: s('Task creato', 'CREATE'),
  TaskUpdated: s('Task modificato', 'UPDATE'),
  TaskDeleted: s('Task eliminato', 'DELETE'),
  TaskStarted: s('Task avviato', 'UPDATE'),
  TaskStopped: s('Task fermato', 'UPDATE'),
  TaskRunRequested: s('Esecuzione del task richiesta', 'RUN'),
  TaskRunStarted: s('Esecuzione del task iniziata', 'RUN'),
  TaskRunLogAppended: s("Log dell'esecuzione aggiornato", 'RUN'),
  TaskRunFinished: s('Esecuzione del task terminata', 'RUN'),
  // business integration requests
  IntegrationRequestRegistered: s('Richiesta di integrazione registrata', 'CREATE'),
  IntegrationRequestStatusChanged: s('Stato della richiesta di integrazione cambiato', 'UPDATE'),
  IntegrationRequestOutcomeRecorded: s('Esito della richiesta di integrazione registrato', 'UPDATE'),
  IntegrationRequestDeleted: s('Richiesta di integrazione eliminata', 'DELETE'),
};

/** An event type the table does not know (one recorded by a removed feature) still reads Italian. */
const SCONOSCIUTO: EventSentence = s('Evento registrato', 'UPDATE');

export const eventSentence = (type: string): EventSentence => EVENT_SENTENCES[type] ?? SCONOSCIUTO;
