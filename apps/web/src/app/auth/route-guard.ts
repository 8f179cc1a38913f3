import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { api, sessione, linguaValida, ErroreApi } from '@registro/web-ui';
import { scambioCodicePrimaDellaGuardia } from './access-code';

export interface SessioneValida {
  valida: boolean;
  sessionType?: string;
}

export type EsitoGuardia = { tipo: 'login'; verso: string } | { tipo: 'ok'; sessionType?: string };

export function percorsoLogin(lingua: string): string {
  return `/login?language=${linguaValida(lingua)}`;
}

/**
 * Spec 3 §6: the token comes from the authToken query parameter, else from storage; the language
 * parameter is carried. No token → login. Otherwise the server validates it; on failure storage is
 * cleared and the user goes to login. A check that never got an answer (the navigation was
 * superseded or the page unloaded, the server is unreachable or failing) says nothing about the
 * session: it is rethrown and the stored token kept.
 */
export async function verificaSessione(url: URL, valida: () => Promise<SessioneValida>): Promise<EsitoGuardia> {
  const tokenUrl = url.searchParams.get('authToken');
  const lingua = url.searchParams.get('language');
  if (tokenUrl) sessione.impostaToken(tokenUrl);
  if (lingua) sessione.impostaLingua(linguaValida(lingua));
  if (!sessione.token()) return { tipo: 'login', verso: percorsoLogin(sessione.lingua()) };
  try {
    const esito = await valida();
    if (!esito?.valida) throw new Error('sessione non valida');
    return { tipo: 'ok', sessionType: esito.sessionType };
  } catch (errore) {
    if (senzaEsito(errore)) throw errore;
    sessione.pulisci();
    return { tipo: 'login', verso: percorsoLogin(sessione.lingua()) };
  }
}

function senzaEsito(errore: unknown): boolean {
  if ((errore as Error)?.name === 'AbortError') return true;
  return errore instanceof ErroreApi && (errore.status === 0 || errore.status >= 500);
}

export async function validaSulServer(): Promise<SessioneValida> {
  return (await api.get<SessioneValida>('/validate')).data;
}

/** Loader of the authenticated layout: runs on every navigation inside it; a ?code= is exchanged first (spec 3 §4). */
export async function guardiaLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const conCodice = await scambioCodicePrimaDellaGuardia(url);
  if (conCodice) throw conCodice;
  const esito = await verificaSessione(url, validaSulServer);
  if (esito.tipo === 'login') throw redirect(esito.verso);
  return esito;
}

export const rivalidaSempre: ShouldRevalidateFunction = () => true;

/** Loader of the pages outside the guard (/installation): only the ?code= exchange of spec 3 §4. */
export async function codiceLoader({ request }: LoaderFunctionArgs) {
  const conCodice = await scambioCodicePrimaDellaGuardia(new URL(request.url));
  if (conCodice) throw conCodice;
  return null;
}
