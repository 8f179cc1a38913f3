import { ConcurrencyError } from '@registro/server-event-store';

/**
 * Appends with expectedVersion 'any' (sign-in records to `signins-<id>`; lockout, password and
 * two-factor events to `users-<id>`) may still race on the next version of the same stream (a
 * double click): such a write is simply tried again in a new transaction. Commands that decide on
 * the user's state (handleCommand) do not use it: sign-ins no longer touch `users-<id>`, so a
 * conflict there is a real concurrent change and answers 409.
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
