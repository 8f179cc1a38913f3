import { formatValue, type HistoryRegistry } from '@registro/server-audit';
import type { CredentialsEvent } from './credentials.events';

/** How the credential events read in /api/modificherisorse: never a hash, a secret or a code. */
export function registerCredentialsHistory(registry: HistoryRegistry): void {
  registry.registerDescribers<CredentialsEvent>({
    UserPasswordChanged: () => "Password modificata dall'utente",
    UserPasswordResetRequested: (e) =>
      `Richiesta di reimpostazione della password: link inviato a ${formatValue(e.data.email)}`,
    UserPasswordReset: (e) =>
      e.data.origine === 'REGISTRAZIONE'
        ? 'Password temporanea inviata per e-mail (da cambiare al primo accesso)'
        : 'Password reimpostata con il link ricevuto per e-mail',
    UserBlocked: (e) => `Utenza bloccata dopo ${e.data.tentativiFalliti} tentativi di accesso falliti`,
    UserUnlocked: () => 'Utenza sbloccata',
    UserTwoFactorEnrolmentSent: (e) => `E-mail con il QR-Code inviata a ${formatValue(e.data.email)}`,
    UserTwoFactorEnrolled: () => 'Autenticazione a due fattori attivata',
    UserSecondFactorFailed: (e) => `Codice O.T.P. errato da ${e.data.ip || 'indirizzo sconosciuto'}`,
    UserRegistered: ({ data: d }) =>
      ['Registrazione dalla pagina di accesso', `indirizzo: ${d.indirizzo} ${d.civico}, ${d.cap} ${d.comune}`].join('\n'),
    UserRegistrationValidated: () => 'Registrazione confermata dal link ricevuto per e-mail',
  });
}
