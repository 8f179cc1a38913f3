import type { TipoErroreLogin } from '@registro/contracts';
import type { SignInRefusalReason } from './user.events';

/** Same text for an unknown username and a wrong password: the answer must not reveal which. */
export const MESSAGGIO_CREDENZIALI_ERRATE = 'Username o password non validi';

const MESSAGGI: Record<Exclude<SignInRefusalReason, 'PASSWORD_ERRATA'>, string> = {
  UTENTE_NON_ATTIVO: "Utente non attivo: contattare l'amministratore",
  UTENTE_BLOCCATO: "Utente bloccato: contattare l'amministratore",
  UTENZA_SCADUTA: "Utenza scaduta: contattare l'amministratore",
};

/** A refused sign-in: answered 401 with messaggio and tipoErrore (spec 1 §4, login). */
export class SignInRefused extends Error {
  constructor(
    readonly tipoErrore: TipoErroreLogin,
    readonly messaggio: string,
  ) {
    super(messaggio);
    this.name = 'AccessoNegato';
  }

  static per(motivo: SignInRefusalReason): SignInRefused {
    return motivo === 'PASSWORD_ERRATA'
      ? new SignInRefused('CREDENZIALI_ERRATE', MESSAGGIO_CREDENZIALI_ERRATE)
      : new SignInRefused('USER_BLOCKED', MESSAGGI[motivo]);
  }
}
