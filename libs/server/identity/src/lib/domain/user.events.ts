import { streamIdOf, type Event, type Modifica } from '@registro/server-event-store';
import type { CredentialsEvent, UserSecondFactorFailed } from '../credentials/credentials.events';

/**
 * Events of a user's stream `users-<id>` (stream type `users`). Event data are `type`s, not
 * interfaces, so that they also fit the store's untyped `Record<string, unknown>` events.
 */
export const USER_STREAM_TYPE = 'users';
export const userStreamId = (id: number) => streamIdOf(USER_STREAM_TYPE, id);

/**
 * A user's sign-in records (SigninStreamEvent) since issue 10: stream `signins-<userId>` (stream
 * type `signins`), appended with expected version 'any', so that signing in never bumps
 * `users-<id>` and never conflicts with an edit of the user. Older ones stay in `users-<id>`:
 * readers key them by the id at the end of either stream.
 */
export const SIGNIN_STREAM_TYPE = 'signins';
export const signinStreamId = (userId: number | string) => streamIdOf(SIGNIN_STREAM_TYPE, userId);

export const USER_CREATED = 'UserCreated';
export const USER_SIGNED_IN = 'UserSignedIn';
export const USER_SIGNED_IN_FAILED = 'UserSignedInFailed';
export const USER_SIGNED_OUT = 'UserSignedOut';

export const STATO_UTENZA_ATTIVA = 'ATTIVA';
export const STATO_UTENZA_BLOCCATA = 'BLOCCATA';

export type UserCreatedData = {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  /** argon2id */
  passwordHash: string;
  gruppoId: number;
  attivo: boolean;
  /** ISO instant, null = never expires */
  scadenzaUtenza: string | null;
  statoUtenza: string;
};

export type UserSignedInData = {
  ip: string;
  userAgent: string;
  /** sha-256 hex of the session token */
  sessionId: string;
  /** 'A' application, 'S' SPID; absent in events recorded before it was added (then 'S' iff metodo is SPID) */
  sessionType?: 'A' | 'S';
  /** absent for a password sign-in */
  metodo?: 'SPID' | 'OIDC';
  /** SPID level (SpidL1..L3) and IdP entity id of a SPID sign-in; clientId of an OIDC one */
  livello?: string;
  idp?: string;
};

export type SignInRefusalReason = 'PASSWORD_ERRATA' | 'UTENTE_NON_ATTIVO' | 'UTENTE_BLOCCATO' | 'UTENZA_SCADUTA';

export type UserSignedInFailedData = {
  ip: string;
  userAgent: string;
  motivo: SignInRefusalReason;
};

export type UserSignedOutData = {
  sessionId: string;
};

export const USER_UPDATED = 'UserUpdated';
export const USER_GROUP_CHANGED = 'UserGroupChanged';
export const USER_ACTIVATED = 'UserActivated';
export const USER_DEACTIVATED = 'UserDeactivated';
export const USER_DELETED = 'UserDeleted';
export const USER_PASSWORD_SET_BY_ADMINISTRATOR = 'UserPasswordSetByAdministrator';
export const USER_PROFILE_UPDATED = 'UserProfileUpdated';
export const SESSION_OPENED_BY_ADMINISTRATOR = 'SessionOpenedByAdministrator';

export type { Modifica };

/** Fields of the administrators' user form that UserUpdated may change. */
export interface UserFields {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  /** ISO instant, null = never expires */
  scadenzaUtenza: string | null;
}

/** Only the fields that changed are present. */
export type UserUpdatedData = {
  changes: Partial<{ [K in keyof UserFields]: Modifica<UserFields[K]> }>;
};

/** The group names are kept so the history reads well even after a group is renamed or deleted. */
export type UserGroupChangedData = {
  prima: { id: number; nome: string };
  dopo: { id: number; nome: string };
};

/** A new password chosen by an administrator in the user form. */
export type UserPasswordSetByAdministratorData = {
  /** argon2id */
  passwordHash: string;
};

export interface Indirizzo {
  indirizzo: string;
  civico: string;
  provincia: string;
  comune: string;
  frazione: string;
  cap: string;
}

export const TIPI_IDENTIFICATIVO = ['CI', 'CF', 'PS'] as const;
export type TipoIdentificativo = (typeof TIPI_IDENTIFICATIVO)[number];

/** The fields a user edits on /profilo/edit (spec 1 §3, editable profile), as the read model names them. */
export interface ProfileFields {
  firstname: string;
  lastname: string;
  email: string;
  cellulare: string;
  tipoIdentificativo: TipoIdentificativo | null;
  identificativo: string;
  domicilio: Indirizzo;
  residenza: Indirizzo;
  latitudine: number | null;
  longitudine: number | null;
}

/** Only the fields that changed are present. */
export type UserProfileUpdatedData = {
  changes: Partial<{ [K in keyof ProfileFields]: Modifica<ProfileFields[K]> }>;
};

/** An administrator opened a short-lived session as this user (session list, "open session"). */
export type SessionOpenedByAdministratorData = {
  /** sha-256 hex of the new session's token */
  sessionId: string;
  /** the session of the list row the administrator opened from */
  sessioneOrigine: string;
  amministratore: string;
  amministratoreId: number;
  /** ISO instant: the new session's absolute expiry */
  scadenza: string;
};

export type UserDeletedData = {
  /** kept so the history names who was deleted */
  username: string;
};

export type UserCreated = Event<typeof USER_CREATED, UserCreatedData>;
export type UserSignedIn = Event<typeof USER_SIGNED_IN, UserSignedInData>;
export type UserSignedInFailed = Event<typeof USER_SIGNED_IN_FAILED, UserSignedInFailedData>;
export type UserSignedOut = Event<typeof USER_SIGNED_OUT, UserSignedOutData>;
export type UserUpdated = Event<typeof USER_UPDATED, UserUpdatedData>;
export type UserGroupChanged = Event<typeof USER_GROUP_CHANGED, UserGroupChangedData>;
export type UserActivated = Event<typeof USER_ACTIVATED, Record<string, never>>;
export type UserDeactivated = Event<typeof USER_DEACTIVATED, Record<string, never>>;
export type UserDeleted = Event<typeof USER_DELETED, UserDeletedData>;
export type UserPasswordSetByAdministrator = Event<typeof USER_PASSWORD_SET_BY_ADMINISTRATOR, UserPasswordSetByAdministratorData>;
export type UserProfileUpdated = Event<typeof USER_PROFILE_UPDATED, UserProfileUpdatedData>;
export type SessionOpenedByAdministrator = Event<typeof SESSION_OPENED_BY_ADMINISTRATOR, SessionOpenedByAdministratorData>;

/** A sign-in record: a sign-in, a refused one, a sign-out. */
export type SigninEvent = UserSignedIn | UserSignedInFailed | UserSignedOut;

/** What a sign-in stream `signins-<id>` holds: the sign-in records and the wrong OTP codes of a sign-in. */
export type SigninStreamEvent = SigninEvent | UserSecondFactorFailed;

/**
 * Every event of a user's stream `users-<id>`, the credential ones included; the sign-in records
 * among them are those recorded before issue 10 (since then they are in `signins-<id>`).
 */
export type UserEvent =
  | UserCreated
  | SigninEvent
  | UserUpdated
  | UserGroupChanged
  | UserActivated
  | UserDeactivated
  | UserDeleted
  | UserPasswordSetByAdministrator
  | UserProfileUpdated
  | SessionOpenedByAdministrator
  | CredentialsEvent;
