import { type PipeTransform } from '@nestjs/common';
import { BadRequestError } from '../errors/http-errors';

/** A record id from the path or the query: a positive integer (JavaScript-safe), else 400 "Id non valido". */
export function parseId(value: unknown, message = 'Id non valido'): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const id = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!(id > 0) || !Number.isSafeInteger(id)) throw new BadRequestError(message);
  return id;
}

/** `@Param('id', IdPipe) id: number`: the path id checked by parseId. */
export class IdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    return parseId(value);
  }
}
