import { BigDecimal } from './big-decimal';
import { bigPow } from './big-integer-power';
import { ExpressionError } from './expression-error';
import { javaTypeName } from './java-value';
import { RoundingMode } from './rounding-mode';

export function nullPointer(what: string): ExpressionError {
  return new ExpressionError(`NullPointerException: ${what} su un valore null`);
}

export function wrongType(what: string, value: unknown): ExpressionError {
  return new ExpressionError(
    `${what}: tipo ${javaTypeName(value)} non ammesso`,
  );
}

/** An int argument (index, scale, count). */
export function toInt(value: unknown, what: string): number {
  if (typeof value === 'bigint') return Number(value);
  if (value === null || value === undefined) throw nullPointer(what);
  throw wrongType(what, value);
}

export function toDouble(value: unknown, what: string): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof BigDecimal) return value.toNumber();
  if (value === null || value === undefined) throw nullPointer(what);
  throw wrongType(what, value);
}

/** Numeric value as BigDecimal: integers exactly, doubles as BigDecimal.valueOf(double). */
export function toBigDecimal(value: unknown, what: string): BigDecimal {
  if (value instanceof BigDecimal) return value;
  if (typeof value === 'bigint') return BigDecimal.fromInteger(value);
  if (typeof value === 'number') return BigDecimal.valueOfDouble(value);
  if (value === null || value === undefined) throw nullPointer(what);
  throw wrongType(what, value);
}

export function toBoolean(value: unknown, what: string): boolean {
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) throw nullPointer(what);
  throw wrongType(what, value);
}

export function toText(value: unknown, what: string): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) throw nullPointer(what);
  throw wrongType(what, value);
}

export function toRoundingMode(value: unknown, what: string): RoundingMode {
  if (value instanceof RoundingMode) return value;
  if (typeof value === 'bigint') return RoundingMode.fromCode(Number(value));
  if (value === null || value === undefined) throw nullPointer(what);
  throw wrongType(what, value);
}

/** Object.equals as Java defines it for the supported types. */
export function javaEquals(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) {
    return (a ?? null) === (b ?? null);
  }
  if (a instanceof BigDecimal) return b instanceof BigDecimal && a.equals(b);
  if (a instanceof Date)
    return b instanceof Date && a.getTime() === b.getTime();
  // Object.is matches Double.equals too (NaN equals NaN, 0.0 differs from -0.0).
  return Object.is(a, b);
}

/** Compares two numbers of any numeric kind by value. */
export function compareNumbers(
  a: bigint | number | BigDecimal,
  b: bigint | number | BigDecimal,
): number {
  if (typeof a === 'bigint' && typeof b === 'bigint')
    return a === b ? 0 : a < b ? -1 : 1;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = Number(typeof a === 'number' ? a : a.toString());
    const y = Number(typeof b === 'number' ? b : b.toString());
    return Number.isNaN(x) || Number.isNaN(y)
      ? NaN
      : x === y
        ? 0
        : x < y
          ? -1
          : 1;
  }
  return toBigDecimal(a, '').compareTo(toBigDecimal(b, ''));
}

/** Java's narrowing of a double: NaN is 0, out-of-range values saturate to int (or long). */
function doubleToInteger(value: number, bits: number): bigint {
  if (Number.isNaN(value)) return BigInt(0);
  const half = bigPow(BigInt(2), (bits === 64 ? 64 : 32) - 1);
  const [min, max] = [-half, half - BigInt(1)];
  const truncated = Number.isFinite(value)
    ? BigInt(Math.trunc(value))
    : value > 0
      ? max
      : min;
  return BigInt.asIntN(
    bits,
    truncated > max ? max : truncated < min ? min : truncated,
  );
}

/** (int), (long), (short), (byte) and intValue() etc.: Java's narrowing to `bits` bits. */
export function toIntegerBits(
  value: bigint | number | BigDecimal,
  bits: number,
): bigint {
  if (typeof value === 'number') return doubleToInteger(value, bits);
  return BigInt.asIntN(
    bits,
    typeof value === 'bigint' ? value : value.toBigInt(),
  );
}

/** Double.compareTo: NaN equals itself and is above everything else. */
export function compareForCompareTo(
  a: bigint | number | BigDecimal,
  b: bigint | number | BigDecimal,
): number {
  const result = compareNumbers(a, b);
  if (!Number.isNaN(result)) return result;
  const aIsNaN = Number.isNaN(Number(a.toString()));
  const bIsNaN = Number.isNaN(Number(b.toString()));
  return aIsNaN && bIsNaN ? 0 : aIsNaN ? 1 : -1;
}
