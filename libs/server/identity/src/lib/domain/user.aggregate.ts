import { type Aggregate, diffCampi, hasChanges } from '@registro/server-event-store';
import { problemaUsername } from '@registro/contracts';
import {
  USER_BLOCKED,
  USER_PASSWORD_CHANGED,
  USER_PASSWORD_RESET,
  USER_PASSWORD_RESET_REQUESTED,
  USER_SECOND_FACTOR_FAILED,
  USER_TWO_FACTOR_ENROLLED,
  USER_TWO_FACTOR_ENROLMENT_SENT,
  USER_UNLOCKED,
} from '../credentials/credentials.events';
import {
  SESSION_OPENED_BY_ADMINISTRATOR,
  STATO_UTENZA_ATTIVA,
  STATO_UTENZA_BLOCCATA,
  USER_ACTIVATED,
  USER_CREATED,
  USER_DEACTIVATED,
  USER_DELETED,
  USER_GROUP_CHANGED,
  USER_PROFILE_UPDATED,
  USER_SIGNED_IN,
  USER_SIGNED_IN_FAILED,
  USER_SIGNED_OUT,
  USER_STREAM_TYPE,
  USER_UPDATED,
  type Indirizzo,
  type UserEvent,
  type ProfileFields,
  type UserFields,
  type SignInRefusalReason,
  type UserCreatedData,
  type UserProfileUpdatedData,
  type UserUpdatedData,
} from './user.events';

/** What sign-in needs to know about a user (read from the `utenti` projection). */
export interface UserCredentials {
  id: number;
  username: string;
  passwordHash: string;
  attivo: boolean;
  statoUtenza: string;
  scadenzaUtenza: Date | null;
  /** the user's group, for the event metadata (logs' idGruppo) */
  gruppoId?: number;
}

export interface NewUser {
  username: string;
  firstname: string;
  lastname: string;
  email?: string;
  passwordHash: string;
  gruppoId: number;
  attivo?: boolean;
  scadenzaUtenza?: Date | null;
}

export const MESSAGGIO_USERNAME_SPAZI = 'Lo Username non può contenere spazi';
export const MESSAGGIO_USERNAME_CARATTERI = 'Lo Username può contenere solo lettere, numeri e i caratteri . _ - @';

/** The username's message: required, then the characters it may have (contracts' `problemaUsername`). */
function usernameErrors(username: string | undefined): string[] {
  const testo = username?.trim() ?? '';
  if (!testo) return ['Il campo Username è obbligatorio'];
  const problema = problemaUsername(testo);
  if (problema === 'spazi') return [MESSAGGIO_USERNAME_SPAZI];
  if (problema === 'caratteri') return [MESSAGGIO_USERNAME_CARATTERI];
  return [];
}

/** The UserCreated event for a new user; rejects missing fields and a username it cannot have with Italian messages. */
export function createUser(u: NewUser): UserCreatedData {
  const errori: string[] = [...usernameErrors(u.username)];
  if (!u.firstname?.trim()) errori.push('Il campo Nome è obbligatorio');
  if (!u.lastname?.trim()) errori.push('Il campo Cognome è obbligatorio');
  if (!u.passwordHash) errori.push('Il campo Password è obbligatorio');
  if (!Number.isInteger(u.gruppoId) || u.gruppoId <= 0) errori.push('Il campo Gruppo è obbligatorio');
  if (errori.length) throw new InvalidUserData(errori);
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

export class InvalidUserData extends Error {
  constructor(readonly errori: string[]) {
    super(errori.join('#') + '#');
  }
}

/** Why a user whose password is right may still not sign in; null when the user may. */
export function signInRefusalReason(u: Pick<UserCredentials, 'attivo' | 'statoUtenza' | 'scadenzaUtenza'>, adesso: Date): SignInRefusalReason | null {
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
export function passwordErrors(password: string, verificaPassword: string | undefined): string[] {
  const errori: string[] = [];
  if (password !== (verificaPassword ?? '')) errori.push(MESSAGGIO_PASSWORD_DIVERSE);
  if (password.length < 8 || !/\p{L}/u.test(password) || !/\d/.test(password)) errori.push(MESSAGGIO_PASSWORD_DEBOLE);
  return errori;
}

/**
 * A new user's expiry when the form leaves it empty: three months from now (spec 1 §4),
 * kept inside the month as the form's default is (29 November gives 28 February, not 1 March).
 */
export function defaultExpiry(adesso: Date): Date {
  const d = new Date(adesso);
  const giorno = d.getDate();
  d.setDate(1);
  d.setMonth(d.getMonth() + 3);
  const ultimoDelMese = new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
  d.setDate(Math.min(giorno, ultimoDelMese));
  return d;
}

/** The required fields of the user form and the username's characters, as Italian messages. */
export function userFieldErrors(u: Pick<UserFields, 'username' | 'firstname' | 'lastname'>): string[] {
  const errori: string[] = [...usernameErrors(u.username)];
  if (!u.firstname?.trim()) errori.push('Il campo Nome è obbligatorio');
  if (!u.lastname?.trim()) errori.push('Il campo Cognome è obbligatorio');
  return errori;
}

/** The UserUpdated event for the form's values, or null when nothing changed. */
export function updateUser(prima: UserFields, dopo: Partial<UserFields>): UserUpdatedData | null {
  const changes = diffCampi(prima, dopo);
  return hasChanges(changes) ? { changes } : null;
}

/** The UserProfileUpdated event for the own-profile form, or null when nothing changed. */
export function updateProfile(prima: ProfileFields, dopo: Partial<ProfileFields>): UserProfileUpdatedData | null {
  const changes = diffCampi(prima, dopo);
  return hasChanges(changes) ? { changes } : null;
}

/** A user as its stream leaves it: what the administrative and profile commands decide on. */
export interface UserState extends UserFields, ProfileFields {
  /** false before UserCreated */
  exists: boolean;
  deleted: boolean;
  gruppoId: number;
  attivo: boolean;
  statoUtenza: string;
}

const INDIRIZZO_VUOTO: Indirizzo = { indirizzo: '', civico: '', provincia: '', comune: '', frazione: '', cap: '' };

/** An address with every field, in a fixed order. */
export function indirizzoCompleto(v: Partial<Indirizzo> | null | undefined): Indirizzo {
  return {
    indirizzo: v?.indirizzo ?? INDIRIZZO_VUOTO.indirizzo,
    civico: v?.civico ?? INDIRIZZO_VUOTO.civico,
    provincia: v?.provincia ?? INDIRIZZO_VUOTO.provincia,
    comune: v?.comune ?? INDIRIZZO_VUOTO.comune,
    frazione: v?.frazione ?? INDIRIZZO_VUOTO.frazione,
    cap: v?.cap ?? INDIRIZZO_VUOTO.cap,
  };
}

const iso = (v: string | null | undefined): string | null => (v ? new Date(v).toISOString() : null);

function initialUserState(): UserState {
  return {
    exists: false,
    deleted: false,
    username: '',
    firstname: '',
    lastname: '',
    email: '',
    scadenzaUtenza: null,
    gruppoId: 0,
    attivo: false,
    statoUtenza: STATO_UTENZA_ATTIVA,
    cellulare: '',
    tipoIdentificativo: null,
    identificativo: '',
    domicilio: indirizzoCompleto(null),
    residenza: indirizzoCompleto(null),
    latitudine: null,
    longitudine: null,
  };
}

/** The fields UserUpdated and UserProfileUpdated may change (others are ignored, as in the read model). */
const CAMPI_MODIFICABILI = new Set<string>([
  'username', 'firstname', 'lastname', 'email', 'scadenzaUtenza',
  'cellulare', 'tipoIdentificativo', 'identificativo', 'domicilio', 'residenza', 'latitudine', 'longitudine',
]);

/** The state with each change's `dopo` applied (addresses completed, instants normalised). */
function withChanges(state: UserState, changes: Record<string, { dopo: unknown } | undefined>): UserState {
  const next: UserState = { ...state };
  for (const [field, change] of Object.entries(changes)) {
    if (!change || !CAMPI_MODIFICABILI.has(field)) continue;
    const value =
      field === 'domicilio' || field === 'residenza'
        ? indirizzoCompleto(change.dopo as Partial<Indirizzo> | null)
        : field === 'scadenzaUtenza'
          ? iso(change.dopo as string | null)
          : change.dopo;
    Object.assign(next, { [field]: value });
  }
  return next;
}

/**
 * How each event changes a user. Sign-in records (UserSignedIn, UserSignedInFailed, UserSignedOut),
 * sessions and password events leave the state as it is.
 */
export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case USER_CREATED: {
      const d = event.data;
      return {
        ...initialUserState(),
        exists: true,
        username: d.username,
        firstname: d.firstname,
        lastname: d.lastname,
        email: d.email ?? '',
        scadenzaUtenza: iso(d.scadenzaUtenza),
        gruppoId: d.gruppoId,
        attivo: d.attivo,
        statoUtenza: d.statoUtenza,
      };
    }
    case USER_UPDATED:
    case USER_PROFILE_UPDATED:
      return withChanges(state, event.data.changes);
    case USER_GROUP_CHANGED:
      return { ...state, gruppoId: event.data.dopo.id };
    case USER_ACTIVATED:
    case USER_DEACTIVATED:
      return { ...state, attivo: event.type === USER_ACTIVATED };
    case USER_BLOCKED:
    case USER_UNLOCKED:
      return { ...state, statoUtenza: event.type === USER_BLOCKED ? STATO_UTENZA_BLOCCATA : STATO_UTENZA_ATTIVA };
    case USER_DELETED:
      return { ...state, deleted: true };
    default:
      return state;
  }
}

/** The user aggregate: stream `users-<id>`. */
export const userAggregate: Aggregate<UserState, UserEvent> = {
  streamType: USER_STREAM_TYPE,
  initialState: initialUserState,
  evolve: evolveUser,
  /**
   * What happens to the account, not an edit of the user form: signing in (the records written
   * here before issue 10), the user's own password and two-factor steps, lockout and unlock, a
   * session opened by an administrator. An administrator's form loaded before them still saves.
   */
  operationalEvents: [
    USER_SIGNED_IN,
    USER_SIGNED_IN_FAILED,
    USER_SIGNED_OUT,
    USER_SECOND_FACTOR_FAILED,
    SESSION_OPENED_BY_ADMINISTRATOR,
    USER_PASSWORD_CHANGED,
    USER_PASSWORD_RESET_REQUESTED,
    USER_PASSWORD_RESET,
    USER_BLOCKED,
    USER_UNLOCKED,
    USER_TWO_FACTOR_ENROLMENT_SENT,
    USER_TWO_FACTOR_ENROLLED,
  ],
};
