import { Navigate, useSearchParams } from 'react-router';

/**
 * The internal page a proxy link opens: `path` when it is a page of this app, else /home; the other
 * query parameters (view=module, language) go along, authToken stays with the guard.
 */
export function proxyTarget(parametri: URLSearchParams, origine = window.location.origin): string {
  const richiesto = parametri.get('path') ?? '';
  let url = new URL('/home', origine);
  if (richiesto.startsWith('/') && !richiesto.startsWith('//') && !richiesto.includes('\\')) {
    const candidato = new URL(richiesto, origine);
    if (candidato.origin === origine) url = candidato;
  }
  parametri.forEach((valore, chiave) => {
    if (chiave !== 'path' && chiave !== 'authToken') url.searchParams.set(chiave, valore);
  });
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * /proxy?authToken=…&path=… (spec 1 §7 Generic, "A proxy route takes authToken as a query
 * parameter"): the way back into the app from an external page, e.g. the analytics page that
 * /testanalytics embeds. The route guard signs the session in with authToken, then this page opens
 * the requested page.
 */
export function ProxyPage() {
  const [parametri] = useSearchParams();
  return <Navigate to={proxyTarget(parametri)} replace />;
}
