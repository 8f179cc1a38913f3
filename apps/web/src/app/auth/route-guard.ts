import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { api, session, validLanguage, ApiError } from '@registro/web-ui';
import { exchangeCodeBeforeGuard } from './access-code';

export interface SessionValidity {
  valida: boolean;
  sessionType?: string;
}

/** 'installazione': /installation without a session, shown alone (the page says whether the platform is installed). */
export type GuardOutcome = { tipo: 'login'; verso: string } | { tipo: 'ok'; sessionType?: string } | { tipo: 'installazione' };

/** Spec 3 §2: /installation is always reachable; without a session it is the installation form alone (spec 1 §2). */
export const INSTALLATION_PATH = '/installation';

export function loginPath(lingua: string): string {
  return `/login?language=${validLanguage(lingua)}`;
}

/**
 * Spec 3 §6: the token comes from the authToken query parameter, else from storage; the language
 * parameter is carried. No token → login. Otherwise the server validates it; on failure storage is
 * cleared and the user goes to login. A check that never got an answer (the navigation was
 * superseded or the page unloaded, the server is unreachable or failing) says nothing about the
 * session: it is rethrown and the stored token kept.
 */
export async function checkSession(url: URL, valida: () => Promise<SessionValidity>): Promise<GuardOutcome> {
  const tokenUrl = url.searchParams.get('authToken');
  const lingua = url.searchParams.get('language');
  if (tokenUrl) session.impostaToken(tokenUrl);
  if (lingua) session.impostaLingua(validLanguage(lingua));
  if (!session.token()) return { tipo: 'login', verso: loginPath(session.lingua()) };
  try {
    const esito = await valida();
    if (!esito?.valida) throw new Error('sessione non valida');
    return { tipo: 'ok', sessionType: esito.sessionType };
  } catch (errore) {
    if (senzaEsito(errore)) throw errore;
    session.pulisci();
    return { tipo: 'login', verso: loginPath(session.lingua()) };
  }
}

function senzaEsito(errore: unknown): boolean {
  if ((errore as Error)?.name === 'AbortError') return true;
  return errore instanceof ApiError && (errore.status === 0 || errore.status >= 500);
}

export async function validateOnServer(): Promise<SessionValidity> {
  return (await api.get<SessionValidity>('/validate')).data;
}

/** Loader of the authenticated layout: runs on every navigation inside it; a ?code= is exchanged first (spec 3 §4). */
export async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const conCodice = await exchangeCodeBeforeGuard(url);
  if (conCodice) throw conCodice;
  const installazione = url.pathname === INSTALLATION_PATH;
  let esito: GuardOutcome;
  try {
    esito = await checkSession(url, validateOnServer);
  } catch (errore) {
    // before installation the server may have no database to check the session with
    if (installazione) return { tipo: 'installazione' } satisfies GuardOutcome;
    throw errore;
  }
  if (esito.tipo === 'login') {
    if (installazione) return { tipo: 'installazione' } satisfies GuardOutcome;
    throw redirect(esito.verso);
  }
  return esito;
}

export const alwaysRevalidate: ShouldRevalidateFunction = () => true;
