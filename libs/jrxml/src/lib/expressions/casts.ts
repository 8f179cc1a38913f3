import { BigDecimal } from './big-decimal';
import { nullPointer, toIntegerBits } from './conversions';
import { ExpressionError } from './expression-error';
import { isNumeric, JavaValue, javaTypeName } from './java-value';

const INTEGER_BITS: Record<string, number> = {
  int: 32,
  long: 64,
  short: 16,
  byte: 8,
};

function classCast(value: JavaValue, className: string): ExpressionError {
  return new ExpressionError(
    `ClassCastException: ${javaTypeName(value)} non è convertibile in ${className}`,
  );
}

/** Whether `value instanceof className` (className canonical, see java-classes). */
export function isInstanceOf(value: JavaValue, className: string): boolean {
  switch (className) {
    case 'Object':
      return value !== null;
    case 'String':
      return typeof value === 'string';
    case 'Integer':
    case 'Long':
    case 'Short':
    case 'Byte':
      return typeof value === 'bigint';
    case 'Double':
    case 'Float':
      return typeof value === 'number';
    case 'Number':
      return isNumeric(value);
    case 'BigDecimal':
      return value instanceof BigDecimal;
    case 'Boolean':
      return typeof value === 'boolean';
    case 'Character':
      return typeof value === 'string' && value.length === 1;
    case 'Date':
      return value instanceof Date;
    default:
      return javaTypeName(value) === className;
  }
}

/** `(className) value`: primitive casts convert, reference casts check the type. */
export function cast(value: JavaValue, className: string): JavaValue {
  const bits = INTEGER_BITS[className];
  if (bits !== undefined || className === 'double' || className === 'float') {
    if (value === null) throw nullPointer(`cast a ${className}`);
    if (!isNumeric(value)) throw classCast(value, className);
    if (className === 'double' || className === 'float') {
      return typeof value === 'number' ? value : Number(value.toString());
    }
    return toIntegerBits(value, bits);
  }
  if (className === 'boolean') {
    if (typeof value !== 'boolean')
      throw value === null
        ? nullPointer('cast a boolean')
        : classCast(value, className);
    return value;
  }
  if (className === 'char') {
    if (typeof value === 'string' && value.length === 1) return value;
    if (typeof value === 'bigint')
      return String.fromCharCode(Number(BigInt.asUintN(16, value)));
    throw value === null
      ? nullPointer('cast a char')
      : classCast(value, className);
  }
  if (value === null || isInstanceOf(value, className)) return value;
  throw classCast(value, className);
}
