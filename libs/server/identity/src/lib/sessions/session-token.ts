import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: 43 characters. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What generateToken makes: a token of another shape was never a session's. */
export const FORMA_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function formaTokenValida(token: string): boolean {
  return FORMA_TOKEN.test(token);
}

/** The session id: sha-256 hex of the token. Only this is stored; the token never is. */
export function idSessione(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
