import { redirect } from 'react-router';
import { ApiError, request, session } from '@registro/web-ui';

/** The server's answer when the code is not a SPID sign-in code (it may be a registration code). */
export const INVALID_SPID_CODE_MESSAGE = 'Codice non valido o scaduto';

/** A sign-in code exchanged: the session token, a refusal to show, or not a sign-in code at all. */
export type CodeOutcome = { tipo: 'token'; token: string } | { tipo: 'messaggio'; messaggio: string } | { tipo: 'nonSpid' };

/** Codes are single-use: each is sent once per page load; whoever asks again gets the same answer. */
const esiti = new Map<string, Promise<CodeOutcome>>();

/** GET /api/spidlogin?code=: on success the token is stored as after a sign-in. */
export function exchangeCode(codice: string): Promise<CodeOutcome> {
  let esito = esiti.get(codice);
  if (!esito) {
    esito = richiediToken(codice);
    esiti.set(codice, esito);
  }
  return esito;
}

async function richiediToken(codice: string): Promise<CodeOutcome> {
  try {
    const { data: token } = await request<{ data: string }>('GET', '/spidlogin', { query: { code: codice }, senzaToken: true });
    session.impostaToken(token);
    session.salvaLogin({ access_token: token, token_type: 'Bearer' });
    return { tipo: 'token', token };
  } catch (errore) {
    const messaggio = errore instanceof ApiError ? errore.messaggio : undefined;
    return messaggio && messaggio !== INVALID_SPID_CODE_MESSAGE ? { tipo: 'messaggio', messaggio } : { tipo: 'nonSpid' };
  }
}

/** Spec 3 §4 Startup: the root with the language and the token (the guard takes it from there). */
export function pathWithToken(token: string): string {
  return `/?${new URLSearchParams({ language: session.lingua(), authToken: token }).toString()}`;
}

/**
 * Spec 3 §4 Startup, on any path but /login (whose page does the same with a loading modal): a
 * ?code= is exchanged before the route guard runs. A token → the root with it; anything else →
 * the login page with the code, which shows the refusal or treats it as a registration code
 * (the exchange is not repeated: the answer is remembered). null when there is no code.
 */
export async function exchangeCodeBeforeGuard(url: URL): Promise<Response | null> {
  const codice = url.searchParams.get('code');
  if (!codice) return null;
  const esito = await exchangeCode(codice);
  if (esito.tipo === 'token') return redirect(pathWithToken(esito.token));
  return redirect(`/login?${new URLSearchParams({ language: session.lingua(), code: codice }).toString()}`);
}
