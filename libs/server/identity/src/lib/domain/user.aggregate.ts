import {
  STATO_UTENZA_ATTIVA,
  STATO_UTENZA_BLOCCATA,
  type MotivoAccessoNegato,
  type UserCreatedData,
} from './user.events';

/** What sign-in needs to know about a user (read from the `utenti` projection). */
export interface CredenzialiUtente {
  id: number;
  username: string;
  passwordHash: string;
  attivo: boolean;
  statoUtenza: string;
  scadenzaUtenza: Date | null;
}

export interface NuovoUtente {
  username: string;
  firstname: string;
  lastname: string;
  email?: string;
  passwordHash: string;
  gruppoId: number;
  attivo?: boolean;
  scadenzaUtenza?: Date | null;
}

/** The UserCreated event for a new user; rejects missing fields with Italian messages. */
export function creaUtente(u: NuovoUtente): UserCreatedData {
  const errori: string[] = [];
  if (!u.username?.trim()) errori.push('Il campo Username è obbligatorio');
  if (!u.firstname?.trim()) errori.push('Il campo Nome è obbligatorio');
  if (!u.lastname?.trim()) errori.push('Il campo Cognome è obbligatorio');
  if (!u.passwordHash) errori.push('Il campo Password è obbligatorio');
  if (!Number.isInteger(u.gruppoId) || u.gruppoId <= 0) errori.push('Il campo Gruppo è obbligatorio');
  if (errori.length) throw new DatiUtenteNonValidi(errori);
  return {
    username: u.username.trim(),
    firstname: u.firstname.trim(),
    lastname: u.lastname.trim(),
    email: u.email?.trim() ?? '',
    passwordHash: u.passwordHash,
    gruppoId: u.gruppoId,
    attivo: u.attivo ?? true,
    scadenzaUtenza: u.scadenzaUtenza ? u.scadenzaUtenza.toISOString() : null,
    statoUtenza: STATO_UTENZA_ATTIVA,
  };
}

export class DatiUtenteNonValidi extends Error {
  constructor(readonly errori: string[]) {
    super(errori.join('#') + '#');
  }
}

/** Why a user whose password is right may still not sign in; null when the user may. */
export function motivoAccessoNegato(u: CredenzialiUtente, adesso: Date): MotivoAccessoNegato | null {
  if (u.statoUtenza === STATO_UTENZA_BLOCCATA) return 'UTENTE_BLOCCATO';
  if (!u.attivo) return 'UTENTE_NON_ATTIVO';
  if (u.scadenzaUtenza && u.scadenzaUtenza.getTime() <= adesso.getTime()) return 'UTENZA_SCADUTA';
  return null;
}
