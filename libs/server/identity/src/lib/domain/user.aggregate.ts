import {
  STATO_UTENZA_ATTIVA,
  STATO_UTENZA_BLOCCATA,
  type CampiProfilo,
  type CampiUtente,
  type Modifica,
  type MotivoAccessoNegato,
  type UserCreatedData,
  type UserProfileUpdatedData,
  type UserUpdatedData,
} from './user.events';

/** What sign-in needs to know about a user (read from the `utenti` projection). */
export interface CredenzialiUtente {
  id: number;
  username: string;
  passwordHash: string;
  attivo: boolean;
  statoUtenza: string;
  scadenzaUtenza: Date | null;
  /** the user's group, for the event metadata (logs' idGruppo) */
  gruppoId?: number;
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

export const MESSAGGIO_USERNAME_DUPLICATO = 'Username già in uso';
export const MESSAGGIO_PASSWORD_DIVERSE = 'Le password non coincidono';
export const MESSAGGIO_PASSWORD_DEBOLE = 'La password deve contenere almeno 8 caratteri, con lettere e numeri';

/**
 * The password rule of the user form (spec 1 §5 leaves it open): the two fields must match, and
 * the password has at least 8 characters with at least one letter and one digit.
 */
export function erroriPassword(password: string, verificaPassword: string | undefined): string[] {
  const errori: string[] = [];
  if (password !== (verificaPassword ?? '')) errori.push(MESSAGGIO_PASSWORD_DIVERSE);
  if (password.length < 8 || !/\p{L}/u.test(password) || !/\d/.test(password)) errori.push(MESSAGGIO_PASSWORD_DEBOLE);
  return errori;
}

/** A new user's expiry when the form leaves it empty: three months from now (spec 1 §4). */
export function scadenzaPredefinita(adesso: Date): Date {
  const d = new Date(adesso);
  d.setMonth(d.getMonth() + 3);
  return d;
}

/** The required fields of the user form, as Italian messages. */
export function erroriCampiUtente(u: Pick<CampiUtente, 'username' | 'firstname' | 'lastname'>): string[] {
  const errori: string[] = [];
  if (!u.username?.trim()) errori.push('Il campo Username è obbligatorio');
  if (!u.firstname?.trim()) errori.push('Il campo Nome è obbligatorio');
  if (!u.lastname?.trim()) errori.push('Il campo Cognome è obbligatorio');
  return errori;
}

/** `{campo: {prima, dopo}}` for each field of `dopo` whose value differs from `prima`. */
function modifiche<T extends object>(prima: T, dopo: Partial<T>): Partial<{ [K in keyof T]: Modifica<T[K]> }> {
  const risultato: Partial<{ [K in keyof T]: Modifica<T[K]> }> = {};
  for (const campo of Object.keys(dopo) as (keyof T)[]) {
    const valore = dopo[campo] as T[keyof T];
    if (valore !== undefined && JSON.stringify(valore) !== JSON.stringify(prima[campo]))
      risultato[campo] = { prima: prima[campo], dopo: valore };
  }
  return risultato;
}

/** The UserUpdated event for the form's values, or null when nothing changed. */
export function modificaUtente(prima: CampiUtente, dopo: Partial<CampiUtente>): UserUpdatedData | null {
  const changes = modifiche(prima, dopo);
  return Object.keys(changes).length ? { changes } : null;
}

/** The UserProfileUpdated event for the own-profile form, or null when nothing changed. */
export function modificaProfilo(prima: CampiProfilo, dopo: Partial<CampiProfilo>): UserProfileUpdatedData | null {
  const changes = modifiche(prima, dopo);
  return Object.keys(changes).length ? { changes } : null;
}
