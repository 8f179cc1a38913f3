import { BadRequestError } from '@registro/server-platform';

/** A positive integer id from the path or query; 400 otherwise. */
export function idTask(valore: unknown, errore = 'Id non valido'): number {
  const id = typeof valore === 'string' && /^\d{1,9}$/.test(valore) ? Number(valore) : NaN;
  if (!(id > 0)) throw new BadRequestError(errore);
  return id;
}
