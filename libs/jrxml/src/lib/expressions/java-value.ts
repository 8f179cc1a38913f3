import { BigDecimal } from './big-decimal';
import { ExpressionError } from './expression-error';
import { RoundingMode } from './rounding-mode';

/** java.text.DecimalFormat created by an expression. */
export class DecimalFormatValue {
  constructor(
    readonly pattern: string,
    public roundingMode: RoundingMode = RoundingMode.HALF_EVEN,
  ) {}
}

/** java.text.SimpleDateFormat created by an expression. */
export class SimpleDateFormatValue {
  constructor(readonly pattern: string) {}
}

/**
 * Values an expression works with, and how Java types map onto them:
 * - String and char → string; Boolean → boolean; null → null
 * - Integer, Long, Short, Byte → bigint (so `7 / 2` is 3, as in Java)
 * - Double, Float → number
 * - BigDecimal → BigDecimal; java.util.Date / java.sql.Timestamp → Date
 * - collections from parameters (List, Set, Map) → arrays, Set, Map or plain objects
 */
export type JavaValue =
  | null
  | string
  | boolean
  | bigint
  | number
  | BigDecimal
  | Date
  | RoundingMode
  | DecimalFormatValue
  | SimpleDateFormatValue
  | readonly unknown[]
  | ReadonlySet<unknown>
  | ReadonlyMap<unknown, unknown>
  | { readonly [key: string]: unknown };

export function isNumeric(
  value: unknown,
): value is bigint | number | BigDecimal {
  return (
    typeof value === 'bigint' ||
    typeof value === 'number' ||
    value instanceof BigDecimal
  );
}

/** Java class name of a value, for messages. */
export function javaTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return 'String';
  if (typeof value === 'boolean') return 'Boolean';
  if (typeof value === 'bigint') return 'Integer';
  if (typeof value === 'number') return 'Double';
  if (value instanceof BigDecimal) return 'BigDecimal';
  if (value instanceof Date) return 'Date';
  if (value instanceof RoundingMode) return 'RoundingMode';
  if (value instanceof DecimalFormatValue) return 'DecimalFormat';
  if (value instanceof SimpleDateFormatValue) return 'SimpleDateFormat';
  if (Array.isArray(value)) return 'List';
  if (value instanceof Set) return 'Set';
  return 'Map';
}

/** Converts a JavaScript value to a JavaValue, keeping what already fits. */
export function asJavaValue(value: unknown): JavaValue {
  if (value === undefined) return null;
  if (typeof value === 'function' || typeof value === 'symbol') {
    throw new ExpressionError(`Valore non supportato di tipo ${typeof value}`);
  }
  return value as JavaValue;
}

const INTEGER_CLASSES = [
  'java.lang.Integer',
  'java.lang.Long',
  'java.lang.Short',
  'java.lang.Byte',
  'java.math.BigInteger',
];
const DOUBLE_CLASSES = [
  'java.lang.Double',
  'java.lang.Float',
  'java.lang.Number',
];
const DATE_CLASSES = [
  'java.util.Date',
  'java.sql.Date',
  'java.sql.Timestamp',
  'java.sql.Time',
];

/**
 * Converts raw data (JSON/CSV) to the value a field, parameter or variable of the declared Java
 * class holds: `toJavaValue(3, 'java.lang.Integer')` is BigInt(3), `toJavaValue("12.50",
 * 'java.math.BigDecimal')` keeps the scale 2. Unknown classes pass the value through.
 */
export function toJavaValue(raw: unknown, className: string): JavaValue {
  if (raw === null || raw === undefined) return null;
  const fail = (): never => {
    throw new ExpressionError(
      `Il valore ${JSON.stringify(String(raw))} non è un ${className}`,
    );
  };
  if (INTEGER_CLASSES.includes(className)) {
    if (typeof raw === 'bigint') return raw;
    if (typeof raw === 'number')
      return Number.isInteger(raw) ? BigInt(raw) : fail();
    if (typeof raw === 'string' && /^\s*[+-]?\d+\s*$/.test(raw))
      return BigInt(raw.trim());
    return fail();
  }
  if (DOUBLE_CLASSES.includes(className)) {
    if (typeof raw === 'number') return raw;
    if (typeof raw === 'bigint') return Number(raw);
    if (raw instanceof BigDecimal) return raw.toNumber();
    if (
      typeof raw === 'string' &&
      raw.trim() !== '' &&
      !Number.isNaN(Number(raw))
    )
      return Number(raw);
    return fail();
  }
  if (className === 'java.math.BigDecimal') {
    if (raw instanceof BigDecimal) return raw;
    if (typeof raw === 'bigint') return BigDecimal.fromInteger(raw);
    if (typeof raw === 'number')
      return Number.isFinite(raw) ? BigDecimal.parse(String(raw)) : fail();
    if (typeof raw === 'string') return BigDecimal.parse(raw);
    return fail();
  }
  if (className === 'java.lang.String')
    return typeof raw === 'string' ? raw : String(raw);
  if (className === 'java.lang.Boolean') {
    if (typeof raw === 'boolean') return raw;
    if (raw === 'true' || raw === 'false') return raw === 'true';
    return fail();
  }
  if (DATE_CLASSES.includes(className)) {
    if (raw instanceof Date) return raw;
    if (typeof raw === 'string' || typeof raw === 'number') {
      const date = new Date(raw);
      return Number.isNaN(date.getTime()) ? fail() : date;
    }
    return fail();
  }
  return asJavaValue(raw);
}
