import type { SessioneSalvata } from '../sessions/session-store';

/**
 * The answer of GET /api/logout: a session opened with SPID sends the browser through the IdP's
 * logout (GET /api/spid/logout?sessione=), any other session is simply over.
 */
export function logoutResponse(
  sessione: SessioneSalvata | null,
): { spidSession: false } | { spidSession: true; logoutUrl: string } {
  return sessione?.spidSession
    ? { spidSession: true, logoutUrl: `/api/spid/logout?sessione=${encodeURIComponent(sessione.spidSession)}` }
    : { spidSession: false };
}
