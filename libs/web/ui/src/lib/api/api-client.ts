import i18next from 'i18next';
import type { Risposta } from '@registro/contracts';
import { ApiError } from './api-error';
import { aspetta, attesaPrimaDiRiprovare, MAX_NUOVI_TENTATIVI, ripetibile, riprovaTraSecondi } from './retry-after';
import { contaAttesa } from './retry-waits';
import { session } from './session';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  /** sent as JSON */
  body?: unknown;
  /** sent form-encoded instead of JSON */
  form?: Record<string, string>;
  /** sent as multipart/form-data (a file upload); the browser sets the boundary */
  multipart?: FormData;
  headers?: Record<string, string>;
  /** skip the bearer header (sign-in) */
  senzaToken?: boolean;
  signal?: AbortSignal;
}

export const API_PREFIX = '/api';

export function apiUrl(percorso: string, query: Query = {}): string {
  const parametri = new URLSearchParams();
  for (const [chiave, valore] of Object.entries(query)) {
    if (valore !== undefined && valore !== null && valore !== '') parametri.set(chiave, String(valore));
  }
  if (!parametri.has('language')) parametri.set('language', session.lingua());
  return `${API_PREFIX}${percorso}?${parametri.toString()}`;
}

/** The server could not be reached or the answer was cut: the user is told in their language, the console gets the detail. */
function nessunaRisposta(dettaglio: string): ApiError {
  console.error(dettaglio);
  return new ApiError(0, i18next.t('ui.nessunaRisposta'));
}

/** The answer's body, JSON if it parses; a body cut off (the page unloading, the network gone) is no answer: ApiError 0. */
async function leggiCorpo(risposta: Response): Promise<unknown> {
  let testo: string;
  try {
    testo = await risposta.text();
  } catch (e) {
    throw nessunaRisposta(`${risposta.url}: ${(e as Error).message}`);
  }
  if (!testo) return undefined;
  try {
    return JSON.parse(testo);
  } catch {
    return testo;
  }
}

/** Sends the request (/api prefix, bearer token, language, JSON, form or multipart body); a network failure is an ApiError. */
async function invia(metodo: string, percorso: string, opzioni: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, ...opzioni.headers };
  const token = session.token();
  if (token && !opzioni.senzaToken) headers['Authorization'] = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opzioni.multipart) {
    body = opzioni.multipart;
  } else if (opzioni.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opzioni.form).toString();
  } else if (opzioni.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opzioni.body);
  }
  try {
    return await fetch(apiUrl(percorso, opzioni.query), { method: metodo, headers, body, signal: opzioni.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw nessunaRisposta(`${percorso}: ${(e as Error).message}`);
  }
}

/**
 * `invia`, asked again when the api says it is overloaded (503 or 429 with Retry-After) and the
 * request may be repeated (`ripetibile`): after the server's wait (capped, with jitter), at most
 * MAX_NUOVI_TENTATIVI times; then, or for a write without Idempotency-Key, the refusal stands.
 */
async function inviaRiprovando(metodo: string, percorso: string, opzioni: RequestOptions, accept: string): Promise<Response> {
  const puoRipetere = ripetibile(metodo, opzioni.headers);
  for (let tentativo = 0; ; tentativo++) {
    const risposta = await invia(metodo, percorso, opzioni, accept);
    const attesa = puoRipetere && tentativo < MAX_NUOVI_TENTATIVI ? attesaPrimaDiRiprovare(risposta) : undefined;
    if (attesa === undefined) return risposta;
    await risposta.body?.cancel().catch(() => undefined);
    await contaAttesa(aspetta(attesa, opzioni.signal));
  }
}

async function erroreDi(risposta: Response): Promise<ApiError> {
  const corpo = await leggiCorpo(risposta);
  const errore = (corpo ?? {}) as { messaggio?: string; tipoErrore?: ApiError['tipoErrore'] };
  return new ApiError(risposta.status, errore.messaggio, errore.tipoErrore, corpo, riprovaTraSecondi(risposta));
}

/** The one HTTP client of the web app: /api prefix, bearer token, language, JSON, overload retries; errors as ApiError. */
export async function request<T>(metodo: string, percorso: string, opzioni: RequestOptions = {}): Promise<T> {
  const risposta = await inviaRiprovando(metodo, percorso, opzioni, 'application/json');
  if (!risposta.ok) throw await erroreDi(risposta);
  return (await leggiCorpo(risposta)) as T;
}

/** A file answer (an .xlsx, say): its bytes and the name from Content-Disposition, if any. */
export interface DownloadedFile {
  blob: Blob;
  nomeFile?: string;
}

/** `filename*=UTF-8''…` first, then `filename="…"`. */
export function nameFromContentDisposition(valore: string | null): string | undefined {
  if (!valore) return undefined;
  const esteso = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(valore);
  if (esteso) {
    try {
      return decodeURIComponent(esteso[1].trim());
    } catch {
      // fall back to the plain name
    }
  }
  const semplice = /filename\s*=\s*"?([^";]+)"?/.exec(valore);
  return semplice?.[1].trim() || undefined;
}

/** Like `request`, for an answer that is a file; errors (JSON messaggio) as ApiError. */
export async function requestFile(metodo: string, percorso: string, opzioni: RequestOptions = {}): Promise<DownloadedFile> {
  const risposta = await inviaRiprovando(metodo, percorso, opzioni, '*/*');
  if (!risposta.ok) throw await erroreDi(risposta);
  return { blob: await risposta.blob(), nomeFile: nameFromContentDisposition(risposta.headers.get('Content-Disposition')) };
}

export const api = {
  get: <T>(percorso: string, query?: Query, signal?: AbortSignal) =>
    request<Risposta<T>>('GET', percorso, { query, signal }),
  post: <T>(percorso: string, body?: unknown, headers?: Record<string, string>) => request<Risposta<T>>('POST', percorso, { body, headers }),
  put: <T>(percorso: string, body?: unknown) => request<Risposta<T>>('PUT', percorso, { body }),
  delete: <T>(percorso: string) => request<Risposta<T>>('DELETE', percorso),
  /** a file upload as multipart/form-data (POST or PUT) */
  upload: <T>(metodo: 'POST' | 'PUT', percorso: string, corpo: FormData) => request<Risposta<T>>(metodo, percorso, { multipart: corpo }),
};
