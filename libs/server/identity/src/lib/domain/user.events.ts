/** Events of a user's stream `users-<id>` (stream type `users`). */
export const USER_STREAM_TYPE = 'users';
export const userStreamId = (id: number) => `${USER_STREAM_TYPE}-${id}`;

export const USER_CREATED = 'UserCreated';
export const USER_SIGNED_IN = 'UserSignedIn';
export const USER_SIGNED_IN_FAILED = 'UserSignedInFailed';
export const USER_SIGNED_OUT = 'UserSignedOut';

export const STATO_UTENZA_ATTIVA = 'ATTIVA';
export const STATO_UTENZA_BLOCCATA = 'BLOCCATA';

export interface UserCreatedData {
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
}

export interface UserSignedInData {
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
}

export type MotivoAccessoNegato = 'PASSWORD_ERRATA' | 'UTENTE_NON_ATTIVO' | 'UTENTE_BLOCCATO' | 'UTENZA_SCADUTA';

export interface UserSignedInFailedData {
  ip: string;
  userAgent: string;
  motivo: MotivoAccessoNegato;
}

export interface UserSignedOutData {
  sessionId: string;
}

export const USER_UPDATED = 'UserUpdated';
export const USER_GROUP_CHANGED = 'UserGroupChanged';
export const USER_ACTIVATED = 'UserActivated';
export const USER_DEACTIVATED = 'UserDeactivated';
export const USER_DELETED = 'UserDeleted';
export const USER_PASSWORD_SET_BY_ADMINISTRATOR = 'UserPasswordSetByAdministrator';
export const USER_PROFILE_UPDATED = 'UserProfileUpdated';
export const SESSION_OPENED_BY_ADMINISTRATOR = 'SessionOpenedByAdministrator';

export interface Modifica<T = unknown> {
  prima: T;
  dopo: T;
}

/** Fields of the administrators' user form that UserUpdated may change. */
export interface CampiUtente {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  /** ISO instant, null = never expires */
  scadenzaUtenza: string | null;
}

/** Only the fields that changed are present. */
export interface UserUpdatedData {
  changes: Partial<{ [K in keyof CampiUtente]: Modifica<CampiUtente[K]> }>;
}

/** The group names are kept so the history reads well even after a group is renamed or deleted. */
export interface UserGroupChangedData {
  prima: { id: number; nome: string };
  dopo: { id: number; nome: string };
}

/** A new password chosen by an administrator in the user form. */
export interface UserPasswordSetByAdministratorData {
  /** argon2id */
  passwordHash: string;
}

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
export interface CampiProfilo {
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
export interface UserProfileUpdatedData {
  changes: Partial<{ [K in keyof CampiProfilo]: Modifica<CampiProfilo[K]> }>;
}

/** An administrator opened a short-lived session as this user (session list, "open session"). */
export interface SessionOpenedByAdministratorData {
  /** sha-256 hex of the new session's token */
  sessionId: string;
  /** the session of the list row the administrator opened from */
  sessioneOrigine: string;
  amministratore: string;
  amministratoreId: number;
  /** ISO instant: the new session's absolute expiry */
  scadenza: string;
}

export interface UserDeletedData {
  /** kept so the history names who was deleted */
  username: string;
}
