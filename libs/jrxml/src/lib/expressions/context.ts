import { ExpressionError } from './expression-error';

/**
 * Where an expression finds its references. Each lookup returns `undefined` when the name does not
 * exist (an error naming the reference) and `null` for a declared reference without value.
 * Values should already be Java-typed (see toJavaValue): integers as bigint, BigDecimal, Date...
 */
export interface ExpressionContext {
  field(name: string): unknown;
  parameter(name: string): unknown;
  variable(name: string): unknown;
  /** $R{key} and str("key"); a missing key gives null, like whenResourceMissingType="Null". */
  resource?(key: string): string | null | undefined;
  /** Time zone for dates (default Europe/Rome). */
  timeZone?: string;
  /** Clock for `new java.util.Date()` (default the system clock). */
  now?(): Date;
}

export const DEFAULT_TIME_ZONE = 'Europe/Rome';

export interface ContextRecords {
  fields?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  variables?: Record<string, unknown>;
  resources?: Record<string, string>;
  timeZone?: string;
  now?: () => Date;
}

const lookup = (
  record: Record<string, unknown> | undefined,
  name: string,
): unknown =>
  record && Object.prototype.hasOwnProperty.call(record, name)
    ? record[name]
    : undefined;

/** A context over plain objects; handy for tests and simple callers. */
export function contextFromRecords(records: ContextRecords): ExpressionContext {
  return {
    field: (name) => lookup(records.fields, name),
    parameter: (name) => lookup(records.parameters, name),
    variable: (name) => lookup(records.variables, name),
    resource: (key) => lookup(records.resources, key) as string | undefined,
    timeZone: records.timeZone,
    now: records.now,
  };
}

const REFERENCE_LABELS = {
  F: 'Campo non definito',
  P: 'Parametro non definito',
  V: 'Variabile non definita',
  R: 'Risorsa non definita',
} as const;

export function undefinedReference(
  kind: 'F' | 'P' | 'V' | 'R',
  name: string,
): ExpressionError {
  return new ExpressionError(`${REFERENCE_LABELS[kind]}: $${kind}{${name}}`);
}
