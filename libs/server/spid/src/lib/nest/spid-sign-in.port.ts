import type { SpidIdentity } from '../response/spid-identity';

/** What the identity context receives for a SPID sign-in. */
export interface SpidSignInIdentity extends SpidIdentity {
  /** opaque id of the SPID session: give it back to GET /api/spid/logout?sessione= to leave SPID */
  spidSession: string;
}

/**
 * Implemented by the identity context: signs in the user whose profile carries the fiscal code
 * (identificativo, tipo CF) and returns a single-use code the web app exchanges at
 * GET /api/spidlogin?code=, or the Italian message to show when nobody may sign in with it.
 */
export interface SpidSignIn {
  signInWithFiscalCode(
    cf: string,
    identity: SpidSignInIdentity,
  ): Promise<{ code: string } | { errore: string }>;
  /** Optional: the IdP ended this SPID session (IdP-initiated logout): end the Registro sessions opened with it. */
  endSpidSession?(spidSession: string): Promise<void>;
}

export const SPID_SIGN_IN = Symbol('SPID_SIGN_IN');
