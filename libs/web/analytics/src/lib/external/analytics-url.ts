/**
 * The address the analytics test route embeds: the configured page with the session's `authToken`
 * and the `language` (spec 1 §2, §2 "Query parameters"). A page of this origin stays relative.
 */
export function analyticsPageUrl(indirizzo: string, token: string | null, lingua: string, origine = window.location.origin): string {
  const url = new URL(indirizzo, origine);
  if (token) url.searchParams.set('authToken', token);
  url.searchParams.set('language', lingua);
  return url.origin === origine ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
