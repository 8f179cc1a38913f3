import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';

export interface ChoiceFilterOptions {
  /** a query parameter that is not a list's filter (`?orderDirection=DESC`): "Il parametro …" */
  parametro?: boolean;
  /** the refusal, where the codes need their meaning beside them (default: "Il filtro <label> deve essere A, B o C") */
  message?: string;
}

/** "A, B o C". */
function elenco(values: readonly string[]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(', ')} o ${values.at(-1)}` : values.join('');
}

/** The sent code trimmed and upper-cased, as the codes are written; '' is absent. */
function asCode({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim().toUpperCase() || undefined : value;
}

/**
 * A filter (or parameter) that is one of a few codes in capitals (`?statoAttuale=BOZZA`,
 * `?esito=ERRORE`): matched in any case, the handler receives the code as written in `values`,
 * undefined when absent or blank; any other value is a 400 naming the filter and the codes it
 * accepts.
 */
export const ChoiceFilter = (label: string, values: readonly string[], options: ChoiceFilterOptions = {}) =>
  applyDecorators(
    IsOptional(),
    Transform(asCode),
    IsIn(values, { message: options.message ?? `Il ${options.parametro ? 'parametro' : 'filtro'} ${label} deve essere ${elenco(values)}` }),
  );
