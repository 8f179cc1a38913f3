import type { AuthenticatedUser } from './authenticated-user';

/**
 * Port implemented by the identity context: turns a bearer token into the caller, or null when the
 * token is unknown or expired. Implementations refresh the session's idle expiry.
 */
export interface SessionResolver {
  resolve(token: string): Promise<AuthenticatedUser | null>;
}

export const SESSION_RESOLVER = Symbol('SESSION_RESOLVER');
