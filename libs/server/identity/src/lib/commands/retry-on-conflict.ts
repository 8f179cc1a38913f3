import { ConcurrencyError } from '@registro/server-event-store';

/**
 * Appends with expectedVersion 'any' (sign-in, sign-out) may still race on the next version of
 * the same stream (a double click): such a write is simply tried again in a new transaction.
 */
export async function retryOnConflict<T>(fn: () => Promise<T>, tentativi = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (!(e instanceof ConcurrencyError) || i >= tentativi) throw e;
    }
  }
}
