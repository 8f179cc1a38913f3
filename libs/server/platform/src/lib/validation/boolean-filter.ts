import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

export interface BooleanFilterOptions {
  /** a query parameter that is not a list's filter (`?nomeSdi=true`): "Il parametro …" */
  parametro?: boolean;
}

/** The raw value as a boolean: 'true'/'false' as a query sends them, a JSON boolean as is; '' is absent. */
function asBoolean({ obj, key }: { obj: Record<string, unknown>; key: string }): unknown {
  const value = obj[key];
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return value === '' ? undefined : value;
}

/**
 * A true/false value of the query (`?firmato=false`, `?enable=true`, `?nomeSdi=true`): the handler
 * receives a boolean, undefined when absent; any other value is a 400 "Il filtro <label> deve
 * essere true o false". The raw value is read because the pipe's implicit conversion would have
 * made `Boolean('false')` true.
 */
export const BooleanFilter = (label: string, options: BooleanFilterOptions = {}) =>
  applyDecorators(
    IsOptional(),
    Transform(asBoolean),
    IsBoolean({ message: `Il ${options.parametro ? 'parametro' : 'filtro'} ${label} deve essere true o false` }),
  );
