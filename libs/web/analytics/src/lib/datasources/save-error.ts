import { ApiError, errorLines, type Feedback } from '@registro/web-ui';

/** A 400 opens the ATTENZIONE dialog with messaggio; other errors the toast `prefisso` + message (spec 2 §8). */
export function showSaveError(feedback: Feedback, errore: unknown, prefisso: string): void {
  if (errore instanceof ApiError && errore.status === 400) feedback.mostraErrore(errore);
  else feedback.avviso(`${prefisso}${errorLines(errore).join(' ')}`, undefined, 6000);
}
