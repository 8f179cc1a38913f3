import type { RecordedEvent } from '@registro/server-event-store';
import { formatValue, type EvolviStato, type HistoryRegistry } from '@registro/server-audit';
import { STATO_UTENZA_ATTIVA, STATO_UTENZA_BLOCCATA } from '../domain/user.events';
import {
  USER_BLOCKED,
  USER_PASSWORD_CHANGED,
  USER_PASSWORD_RESET,
  USER_PASSWORD_RESET_REQUESTED,
  USER_REGISTERED,
  USER_REGISTRATION_VALIDATED,
  USER_SECOND_FACTOR_FAILED,
  USER_TWO_FACTOR_ENROLLED,
  USER_TWO_FACTOR_ENROLMENT_SENT,
  USER_UNLOCKED,
  type UserBlockedData,
  type UserPasswordResetData,
  type UserPasswordResetRequestedData,
  type UserRegisteredData,
  type UserSecondFactorFailedData,
  type UserTwoFactorEnrolmentSentData,
} from './credentials.events';

const dati = <T>(e: RecordedEvent) => e.data as unknown as T;

/** How the credential events read in /api/modificherisorse: never a hash, a secret or a code. */
export function registraStoriaCredenziali(registry: HistoryRegistry): void {
  registry.registerDescriber(USER_PASSWORD_CHANGED, () => "Password modificata dall'utente");
  registry.registerDescriber(USER_PASSWORD_RESET_REQUESTED, (e) =>
    `Richiesta di reimpostazione della password: link inviato a ${formatValue(dati<UserPasswordResetRequestedData>(e).email)}`,
  );
  registry.registerDescriber(USER_PASSWORD_RESET, (e) =>
    dati<UserPasswordResetData>(e).origine === 'REGISTRAZIONE'
      ? 'Password temporanea inviata per e-mail (da cambiare al primo accesso)'
      : 'Password reimpostata con il link ricevuto per e-mail',
  );
  registry.registerDescriber(USER_BLOCKED, (e) =>
    `Utenza bloccata dopo ${dati<UserBlockedData>(e).tentativiFalliti} tentativi di accesso falliti`,
  );
  registry.registerDescriber(USER_UNLOCKED, () => 'Utenza sbloccata');
  registry.registerDescriber(USER_TWO_FACTOR_ENROLMENT_SENT, (e) =>
    `E-mail con il QR-Code inviata a ${formatValue(dati<UserTwoFactorEnrolmentSentData>(e).email)}`,
  );
  registry.registerDescriber(USER_TWO_FACTOR_ENROLLED, () => 'Autenticazione a due fattori attivata');
  registry.registerDescriber(USER_SECOND_FACTOR_FAILED, (e) =>
    `Codice O.T.P. errato da ${dati<UserSecondFactorFailedData>(e).ip || 'indirizzo sconosciuto'}`,
  );
  registry.registerDescriber(USER_REGISTERED, (e) => {
    const d = dati<UserRegisteredData>(e);
    return ['Registrazione dalla pagina di accesso', `indirizzo: ${d.indirizzo} ${d.civico}, ${d.cap} ${d.comune}`].join('\n');
  });
  registry.registerDescriber(USER_REGISTRATION_VALIDATED, () => 'Registrazione confermata dal link ricevuto per e-mail');
}

/**
 * What the credential events change in a user rebuilt at an instant, for the users reducer to
 * delegate to (statoUtenza; the rest never appears in a record).
 */
export const evolviCredenziali: EvolviStato = (state, e) => {
  switch (e.type) {
    case USER_BLOCKED:
      return { ...state, valori: { ...state.valori, statoUtenza: STATO_UTENZA_BLOCCATA } };
    case USER_UNLOCKED:
      return { ...state, valori: { ...state.valori, statoUtenza: STATO_UTENZA_ATTIVA, accessiFalliti: 0 } };
    case USER_PASSWORD_CHANGED:
    case USER_PASSWORD_RESET:
      return { ...state, valori: { ...state.valori, accessiFalliti: 0 } };
    default:
      return state;
  }
};
