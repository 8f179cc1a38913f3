import type { Lista, Risposta } from '@registro/contracts';

/** `{ data }` */
export function ok<T>(data: T): Risposta<T> {
  return { data };
}

/** `{ data: { list, recordsNumber } }` — recordsNumber is the total before paging. */
export function lista<T>(
  list: T[],
  recordsNumber: number = list.length,
): Risposta<Lista<T>> {
  return { data: { list, recordsNumber } };
}

/** `{ messaggio, data }` — a message the client shows, with an optional payload. */
export function messaggio<T = undefined>(
  text: string,
  data?: T,
): Risposta<T | undefined> & { messaggio: string } {
  return { messaggio: text, data };
}
