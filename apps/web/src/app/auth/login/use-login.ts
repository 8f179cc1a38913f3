import { useNavigate } from 'react-router';
import type { RispostaToken } from '@registro/contracts';
import { ApiError, request, session } from '@registro/web-ui';

export const CLIENT_ID = 'registro-web';

export interface Credentials {
  username: string;
  password: string;
}

function base64Utf8(testo: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(testo)));
}

/** POST /api/token as spec 1 §7: form-encoded body, Basic header from username and password. */
export function requestToken({ username, password }: Credentials): Promise<RispostaToken> {
  return request<RispostaToken>('POST', '/token', {
    form: { grant_type: 'password', client_id: CLIENT_ID, client_secret: '', username },
    headers: { Authorization: `Basic ${base64Utf8(`${username}:${password}`)}` },
    senzaToken: true,
  });
}

export function requestOtpToken(username: string, secondFactor: string): Promise<RispostaToken> {
  return request<RispostaToken>('POST', '/token/twofactorauthenticator', { body: { username, secondFactor }, senzaToken: true });
}

/** What the login screen does after an answer: go in, or open the modal the error asks for. */
export type LoginOutcome =
  | { tipo: 'entrato' }
  | { tipo: 'passwordScaduta' }
  | { tipo: 'passwordTemporanea' }
  | { tipo: 'otp' }
  | { tipo: 'errore'; messaggio?: string };

export function outcomeFromError(errore: unknown): LoginOutcome {
  const e = errore instanceof ApiError ? errore : undefined;
  switch (e?.tipoErrore) {
    case 'PASSWORD_EXPIRED':
      return { tipo: 'passwordScaduta' };
    case 'PASSWORD_TEMPORANY':
      return { tipo: 'passwordTemporanea' };
    case 'TWO_FACTORY_AUTHENTICATOR':
      return { tipo: 'otp' };
    default:
      return { tipo: 'errore', messaggio: e?.messaggio };
  }
}

/** Stores the session and goes Home with language and authToken, or to the callback with the code. */
export function useSignIn() {
  const navigate = useNavigate();
  return (risposta: RispostaToken) => {
    if (risposta.code && risposta.urlCallback) {
      const url = new URL(risposta.urlCallback, window.location.origin);
      url.searchParams.set('code', risposta.code);
      window.location.assign(url.toString());
      return;
    }
    if (!risposta.access_token) throw new ApiError(200, undefined);
    session.impostaToken(risposta.access_token);
    session.salvaLogin(risposta);
    const parametri = new URLSearchParams({ language: session.lingua(), authToken: risposta.access_token });
    navigate(`/home?${parametri.toString()}`);
  };
}
