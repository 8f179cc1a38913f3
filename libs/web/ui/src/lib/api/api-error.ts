import type { TipoErroreLogin } from '@registro/contracts';

/**
 * A failed call: HTTP status (0 when the server could not be reached), the server's messaggio and,
 * for an overload the client already waited out (503/429), the server's Retry-After in seconds.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messaggio: string | undefined,
    readonly tipoErrore?: TipoErroreLogin,
    readonly corpo?: unknown,
    readonly riprovaTraSecondi?: number,
  ) {
    super(messaggio ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * The lines the ATTENZIONE dialog shows: messaggio split on '#', the trailing empty item dropped;
 * without a message, "Codice Errore: {status}, non gestito".
 */
export function errorLines(errore: unknown): string[] {
  const messaggio = errore instanceof ApiError ? errore.messaggio : undefined;
  if (messaggio) {
    const righe = messaggio.split('#');
    if (righe.length > 1 && righe[righe.length - 1].trim() === '') righe.pop();
    return righe;
  }
  const status = errore instanceof ApiError ? errore.status : 0;
  return [`Codice Errore: ${status}, non gestito`];
}
