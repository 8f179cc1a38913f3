import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

/** The raw value as a whole number: digits, blanks around them allowed; '' is absent; anything else stays as sent, for IsInt to refuse. */
function asWholeNumber({ obj, key }: { obj: Record<string, unknown>; key: string }): unknown {
  const value = obj[key];
  if (typeof value !== 'string') return value;
  const digits = value.trim();
  if (!digits) return undefined;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : value;
}

/**
 * A whole number a list is filtered by exactly (`?numero=12`, `?idCliente=7`): the handler
 * receives a number, undefined when absent or empty; anything else (`12a`, `-1`, `1.5`, ten digits)
 * is a 400 "Il filtro <label> deve essere un numero", never read as no filter.
 */
export const NumberFilter = (label: string) => {
  const message = `Il filtro ${label} deve essere un numero`;
  return applyDecorators(IsOptional(), Transform(asWholeNumber), IsInt({ message }), Min(0, { message }));
};
