import { type PipeTransform } from '@nestjs/common';
import { BadRequestError } from '../errors/http-errors';

/** The largest PostgreSQL `integer`: record ids come from int4 sequences. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id from the path or the query: a positive integer that fits the int4 id columns, else
 * 400 "Id non valido" (a larger one would reach PostgreSQL as an out-of-range error, a 500).
 */
export function parseId(value: unknown, message = 'Id non valido'): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(id > 0) || id > MAX_RECORD_ID) throw new BadRequestError(message);
  return id;
}

/** `@Param('id', IdPipe) id: number`: the path id checked by parseId. */
export class IdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    return parseId(value);
  }
}
