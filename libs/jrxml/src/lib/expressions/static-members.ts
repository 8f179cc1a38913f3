import { ownProperty } from './own-property';
import { bigPow } from './big-integer-power';
import { BigDecimal } from './big-decimal';
import {
  nullPointer,
  toBigDecimal,
  toDouble,
  toInt,
  toText,
  wrongType,
} from './conversions';
import { ExpressionError } from './expression-error';
import { javaToString } from './java-string';
import { isNumeric, JavaValue } from './java-value';
import { RoundingMode } from './rounding-mode';
import { formatString } from './string-format';
import { DecimalFormatValue } from './java-value';

const INT_MIN = -bigPow(BigInt(2), 31);
const INT_MAX = bigPow(BigInt(2), 31) - BigInt(1);
const LONG_MIN = -bigPow(BigInt(2), 63);
const LONG_MAX = bigPow(BigInt(2), 63) - BigInt(1);

const ROUNDING_CONSTANTS = Object.fromEntries(
  RoundingMode.all.map((mode) => [`ROUND_${mode.name}`, BigInt(mode.code)]),
);

/** Static fields, resolved while parsing (they are constants). */
const STATIC_FIELDS: Record<string, Record<string, JavaValue>> = {
  Boolean: { TRUE: true, FALSE: false },
  Integer: { MAX_VALUE: INT_MAX, MIN_VALUE: INT_MIN },
  Long: { MAX_VALUE: LONG_MAX, MIN_VALUE: LONG_MIN },
  BigDecimal: {
    ZERO: BigDecimal.ZERO,
    ONE: BigDecimal.ONE,
    TEN: BigDecimal.TEN,
    ...ROUNDING_CONSTANTS,
  },
  RoundingMode: Object.fromEntries(
    RoundingMode.all.map((mode) => [mode.name, mode]),
  ),
  Math: { PI: Math.PI, E: Math.E },
  // Locales are their "language_COUNTRY" names; formatting always follows it-IT.
  Locale: {
    ITALY: 'it_IT',
    ITALIAN: 'it',
    US: 'en_US',
    UK: 'en_GB',
    ENGLISH: 'en',
    GERMANY: 'de_DE',
    FRANCE: 'fr_FR',
    ROOT: '',
  },
  Double: {
    NaN: NaN,
    POSITIVE_INFINITY: Infinity,
    NEGATIVE_INFINITY: -Infinity,
  },
};

export function staticField(
  className: string,
  name: string,
): JavaValue | undefined {
  const fields = ownProperty(STATIC_FIELDS, className);
  return fields && ownProperty(fields, name);
}

function parseInteger(value: unknown, min: bigint, max: bigint): bigint {
  if (typeof value === 'bigint') return value;
  const text = toText(value, 'parse');
  if (!/^[+-]?\d+$/.test(text))
    throw new ExpressionError(
      `NumberFormatException: "${text}" non è un intero`,
    );
  const parsed = BigInt(text);
  if (parsed < min || parsed > max)
    throw new ExpressionError(
      `NumberFormatException: "${text}" fuori intervallo`,
    );
  return parsed;
}

function parseDouble(value: unknown): number {
  if (typeof value !== 'string') return toDouble(value, 'parseDouble');
  const text = value.trim().replace(/[dDfF]$/, '');
  const parsed = text === '' ? NaN : Number(text);
  if (Number.isNaN(parsed) && text !== 'NaN')
    throw new ExpressionError(
      `NumberFormatException: "${value}" non è un numero`,
    );
  return parsed;
}

function parseBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && value.toLowerCase() === 'true';
}

type StaticMethod = (args: JavaValue[], timeZone: string) => JavaValue;

function mathUnary(name: string, args: JavaValue[]): JavaValue {
  const [x] = args;
  if (!isNumeric(x))
    throw x === null
      ? nullPointer(`Math.${name}`)
      : wrongType(`Math.${name}`, x);
  switch (name) {
    case 'abs':
      if (typeof x === 'bigint') return x < BigInt(0) ? -x : x;
      return x instanceof BigDecimal ? x.abs() : Math.abs(x);
    case 'round':
      return BigInt(Math.floor(toDouble(x, name) + 0.5));
    case 'floor':
      return Math.floor(toDouble(x, name));
    case 'ceil':
      return Math.ceil(toDouble(x, name));
    default:
      return Math.sqrt(toDouble(x, name));
  }
}

function mathMinMax(name: 'min' | 'max', args: JavaValue[]): JavaValue {
  const [a, b] = args;
  if (typeof a === 'bigint' && typeof b === 'bigint')
    return (name === 'min' ? a < b : a > b) ? a : b;
  const x = toDouble(a, `Math.${name}`);
  const y = toDouble(b, `Math.${name}`);
  return name === 'min' ? Math.min(x, y) : Math.max(x, y);
}

interface StaticMethodEntry {
  arity: number[];
  call: StaticMethod;
}

const method = (arity: number[], call: StaticMethod): StaticMethodEntry => ({
  arity,
  call,
});

/** A locale argument ("it_IT", as Locale values are): formats ignore it and use it-IT. */
const isLocale = (value: JavaValue) =>
  typeof value === 'string' && /^(?:[a-z]{2,3}(?:_[A-Z]{2})?)?$/.test(value);

/** NumberFormat factories: DecimalFormats with Java's it-IT patterns (the locale is ignored). */
const numberFormat = (pattern: string) =>
  method([0, 1], () => new DecimalFormatValue(pattern));

const STATIC_METHODS: Record<string, Record<string, StaticMethodEntry>> = {
  String: {
    valueOf: method([1], ([x], zone) => javaToString(x, zone)),
    format: method([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], (args, zone) => {
      const withLocale =
        args.length >= 2 && isLocale(args[0]) && typeof args[1] === 'string';
      const [format, ...rest] = withLocale ? args.slice(1) : args;
      return formatString(toText(format, 'String.format'), rest, zone);
    }),
  },
  NumberFormat: {
    getInstance: numberFormat('#,##0.###'),
    getNumberInstance: numberFormat('#,##0.###'),
    getIntegerInstance: numberFormat('#,##0'),
    getCurrencyInstance: numberFormat('#,##0.00\u00a0\u00a4'),
    getPercentInstance: numberFormat('#,##0%'),
  },
  Locale: {
    getDefault: method([0], () => 'it_IT'),
  },
  Integer: {
    valueOf: method([1], ([x]) => parseInteger(x, INT_MIN, INT_MAX)),
    parseInt: method([1], ([x]) => parseInteger(x, INT_MIN, INT_MAX)),
    toString: method([1], ([x], zone) => javaToString(x, zone)),
  },
  Long: {
    valueOf: method([1], ([x]) => parseInteger(x, LONG_MIN, LONG_MAX)),
    parseLong: method([1], ([x]) => parseInteger(x, LONG_MIN, LONG_MAX)),
    toString: method([1], ([x], zone) => javaToString(x, zone)),
  },
  Double: {
    valueOf: method([1], ([x]) => parseDouble(x)),
    parseDouble: method([1], ([x]) => parseDouble(x)),
    toString: method([1], ([x], zone) =>
      javaToString(toDouble(x, 'Double.toString'), zone),
    ),
    isNaN: method([1], ([x]) => Number.isNaN(toDouble(x, 'Double.isNaN'))),
  },
  Boolean: {
    valueOf: method([1], ([x]) => parseBoolean(x)),
    parseBoolean: method([1], ([x]) => parseBoolean(x)),
    toString: method([1], ([x], zone) => javaToString(x, zone)),
  },
  BigDecimal: {
    valueOf: method([1, 2], ([x, scale]) => {
      if (scale !== undefined) {
        if (typeof x !== 'bigint') throw wrongType('BigDecimal.valueOf', x);
        return new BigDecimal(x, toInt(scale, 'BigDecimal.valueOf'));
      }
      return toBigDecimal(x, 'BigDecimal.valueOf');
    }),
  },
  RoundingMode: {
    valueOf: method([1], ([x]) => {
      const mode = RoundingMode.all.find(
        (m) => m.name === toText(x, 'RoundingMode.valueOf'),
      );
      if (!mode)
        throw new ExpressionError(
          `IllegalArgumentException: RoundingMode ${String(x)} inesistente`,
        );
      return mode;
    }),
  },
  Math: {
    abs: method([1], (args) => mathUnary('abs', args)),
    round: method([1], (args) => mathUnary('round', args)),
    floor: method([1], (args) => mathUnary('floor', args)),
    ceil: method([1], (args) => mathUnary('ceil', args)),
    sqrt: method([1], (args) => mathUnary('sqrt', args)),
    min: method([2], (args) => mathMinMax('min', args)),
    max: method([2], (args) => mathMinMax('max', args)),
    pow: method([2], ([a, b]) =>
      Math.pow(toDouble(a, 'Math.pow'), toDouble(b, 'Math.pow')),
    ),
  },
};

function staticMethod(
  className: string,
  method: string,
): StaticMethodEntry | undefined {
  const methods = ownProperty(STATIC_METHODS, className);
  return methods && ownProperty(methods, method);
}

/** Checks while parsing that a static method exists with that many arguments. */
export function checkStaticMethod(
  className: string,
  method: string,
  argumentCount: number,
): StaticMethodEntry {
  const entry = staticMethod(className, method);
  if (!entry)
    throw new ExpressionError(
      `Metodo statico non supportato: ${className}.${method}()`,
    );
  if (!entry.arity.includes(argumentCount)) {
    throw new ExpressionError(
      `${className}.${method}() non accetta ${argumentCount} argomenti`,
    );
  }
  return entry;
}

export function callStaticMethod(
  className: string,
  method: string,
  args: JavaValue[],
  timeZone: string,
): JavaValue {
  return checkStaticMethod(className, method, args.length).call(args, timeZone);
}
