import { answerProblem } from '@registro/server-testing/hostile';
import type { Answer } from './client';

/** What is wrong with the answer to a hostile request, or undefined: no answer within the timeout, or answerProblem's rule. */
export function problemaDi(url: string, r: Answer): string | undefined {
  if (r.status === 0) return `nessuna risposta (${r.errore})`;
  return answerProblem(url.split('?')[0], { status: r.status, text: r.testo });
}
