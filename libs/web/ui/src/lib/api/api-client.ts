import type { Risposta } from '@registro/contracts';
import { ErroreApi } from './errore-api';
import { sessione } from './sessione';

export type ValoreQuery = string | number | boolean | null | undefined;
export type Query = Record<string, ValoreQuery>;

export interface OpzioniRichiesta {
  query?: Query;
  /** sent as JSON */
  body?: unknown;
  /** sent form-encoded instead of JSON */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** skip the bearer header (sign-in) */
  senzaToken?: boolean;
  signal?: AbortSignal;
}

export const PREFISSO_API = '/api';

export function urlApi(percorso: string, query: Query = {}): string {
  const parametri = new URLSearchParams();
  for (const [chiave, valore] of Object.entries(query)) {
    if (valore !== undefined && valore !== null && valore !== '') parametri.set(chiave, String(valore));
  }
  if (!parametri.has('language')) parametri.set('language', sessione.lingua());
  return `${PREFISSO_API}${percorso}?${parametri.toString()}`;
}

async function leggiCorpo(risposta: Response): Promise<unknown> {
  const testo = await risposta.text();
  if (!testo) return undefined;
  try {
    return JSON.parse(testo);
  } catch {
    return testo;
  }
}

/** The one HTTP client of the web app: /api prefix, bearer token, language, JSON; errors as ErroreApi. */
export async function richiesta<T>(metodo: string, percorso: string, opzioni: OpzioniRichiesta = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opzioni.headers };
  const token = sessione.token();
  if (token && !opzioni.senzaToken) headers['Authorization'] = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opzioni.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opzioni.form).toString();
  } else if (opzioni.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opzioni.body);
  }
  let risposta: Response;
  try {
    risposta = await fetch(urlApi(percorso, opzioni.query), { method: metodo, headers, body, signal: opzioni.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ErroreApi(0, `${percorso}: ${(e as Error).message}`);
  }
  const corpo = await leggiCorpo(risposta);
  if (!risposta.ok) {
    const errore = (corpo ?? {}) as { messaggio?: string; tipoErrore?: ErroreApi['tipoErrore'] };
    throw new ErroreApi(risposta.status, errore.messaggio, errore.tipoErrore, corpo);
  }
  return corpo as T;
}

export const api = {
  get: <T>(percorso: string, query?: Query, signal?: AbortSignal) =>
    richiesta<Risposta<T>>('GET', percorso, { query, signal }),
  post: <T>(percorso: string, body?: unknown) => richiesta<Risposta<T>>('POST', percorso, { body }),
  put: <T>(percorso: string, body?: unknown) => richiesta<Risposta<T>>('PUT', percorso, { body }),
  delete: <T>(percorso: string) => richiesta<Risposta<T>>('DELETE', percorso),
};
