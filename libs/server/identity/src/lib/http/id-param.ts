import { BadRequestError } from '@registro/server-platform';

/** A positive integer id from the path; 400 otherwise. */
export function idNumerico(value: string): number {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(id > 0)) throw new BadRequestError('Id non valido');
  return id;
}
