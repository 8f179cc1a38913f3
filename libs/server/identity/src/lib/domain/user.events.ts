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
