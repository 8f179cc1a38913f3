/** Every successful answer wraps its payload in `data`; lists carry `list` and `recordsNumber`. */
export interface Risposta<T> {
  data: T;
  messaggio?: string;
}

export interface Lista<T> {
  list: T[];
  recordsNumber: number;
}

/** Every failed answer (4xx/5xx): messages joined by '#', e.g. "Primo errore#Secondo errore#". */
export interface RispostaErrore {
  messaggio: string;
  correlationId?: string;
}

/** Query parameters of a server-paged list: page is 0-based, forPage the page size. */
export interface Paginazione {
  page?: number;
  forPage?: number;
}

/** The id the client uses for a record not yet saved. */
export const NUOVO_ID = -1;
