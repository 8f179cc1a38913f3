import type { Request, Response } from 'express';

/**
 * The state of the sign-in this browser started, in a cookie: the callback accepts a state only
 * from the browser that asked for it (RFC 6749 §10.12, no login CSRF). Lax so the provider's
 * top-level redirect back to us carries it.
 */
const NOME = 'registro_oidc_state';
const PERCORSO = '/api/identitymanager';

export function rememberState(res: Response, state: string, maxAgeSecondi: number, sicuro: boolean): void {
  res.cookie(NOME, state, { httpOnly: true, sameSite: 'lax', path: PERCORSO, maxAge: maxAgeSecondi * 1000, secure: sicuro });
}

export function browserState(req: Request): string | undefined {
  for (const parte of (req.headers.cookie ?? '').split(';')) {
    const i = parte.indexOf('=');
    if (i > 0 && parte.slice(0, i).trim() === NOME) return parte.slice(i + 1).trim(); // base64url: never encoded
  }
  return undefined;
}

export function forgetState(res: Response, sicuro: boolean): void {
  res.clearCookie(NOME, { httpOnly: true, sameSite: 'lax', path: PERCORSO, secure: sicuro });
}
