import { BigDecimal } from './big-decimal';
import {
  compareForCompareTo,
  compareNumbers,
  javaEquals,
  nullPointer,
  toBigDecimal,
  toInt,
  toIntegerBits,
  toRoundingMode,
  toText,
  wrongType,
} from './conversions';
import { formatDate } from './date-format';
import { formatNumber } from './decimal-format';
import { ExpressionError } from './expression-error';
import { javaToString } from './java-string';
import {
  DecimalFormatValue,
  isNumeric,
  JavaValue,
  javaTypeName,
  SimpleDateFormatValue,
} from './java-value';
import { RoundingMode } from './rounding-mode';

const int = (value: JavaValue, method: string): number =>
  toInt(value, `${method}()`);
const str = (value: JavaValue, method: string): string =>
  toText(value, `${method}()`);

function checkIndex(index: number, length: number, inclusiveEnd = false): void {
  if (index < 0 || index > length || (!inclusiveEnd && index === length)) {
    throw new ExpressionError(
      `StringIndexOutOfBoundsException: indice ${index}, lunghezza ${length}`,
    );
  }
}

function javaRegex(pattern: string, flags = 'g'): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch {
    throw new ExpressionError(
      `PatternSyntaxException: espressione regolare non valida "${pattern}"`,
    );
  }
}

const compareStrings = (a: string, b: string): bigint => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i))
      return BigInt(a.charCodeAt(i) - b.charCodeAt(i));
  }
  return BigInt(a.length - b.length);
};

const STRING_METHODS: Record<
  string,
  (s: string, args: JavaValue[]) => JavaValue
> = {
  length: (s) => BigInt(s.length),
  isEmpty: (s) => s.length === 0,
  isBlank: (s) => s.trim().length === 0,
  trim: (s) => s.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, ''),
  strip: (s) => s.trim(),
  toUpperCase: (s) => s.toLocaleUpperCase('it-IT'),
  toLowerCase: (s) => s.toLocaleLowerCase('it-IT'),
  substring: (s, [begin, end]) => {
    const b = int(begin, 'substring');
    const e = end === undefined ? s.length : int(end, 'substring');
    checkIndex(b, s.length, true);
    checkIndex(e, s.length, true);
    if (b > e)
      throw new ExpressionError(
        `StringIndexOutOfBoundsException: inizio ${b} dopo la fine ${e}`,
      );
    return s.substring(b, e);
  },
  charAt: (s, [index]) => {
    const i = int(index, 'charAt');
    checkIndex(i, s.length);
    return s[i];
  },
  indexOf: (s, [text, from]) =>
    BigInt(
      s.indexOf(
        str(text, 'indexOf'),
        from === undefined ? 0 : int(from, 'indexOf'),
      ),
    ),
  lastIndexOf: (s, [text]) => BigInt(s.lastIndexOf(str(text, 'lastIndexOf'))),
  contains: (s, [text]) => s.includes(str(text, 'contains')),
  startsWith: (s, [text]) => s.startsWith(str(text, 'startsWith')),
  endsWith: (s, [text]) => s.endsWith(str(text, 'endsWith')),
  equals: (s, [other]) => s === other,
  equalsIgnoreCase: (s, [other]) =>
    typeof other === 'string' && s.toUpperCase() === other.toUpperCase(),
  compareTo: (s, [other]) => compareStrings(s, str(other, 'compareTo')),
  compareToIgnoreCase: (s, [other]) =>
    compareStrings(
      s.toLowerCase(),
      str(other, 'compareToIgnoreCase').toLowerCase(),
    ),
  concat: (s, [other]) => s + str(other, 'concat'),
  replace: (s, [from, to]) =>
    s.split(str(from, 'replace')).join(str(to, 'replace')),
  replaceAll: (s, [regex, to]) =>
    s.replace(javaRegex(str(regex, 'replaceAll')), str(to, 'replaceAll')),
  replaceFirst: (s, [regex, to]) =>
    s.replace(
      javaRegex(str(regex, 'replaceFirst'), ''),
      str(to, 'replaceFirst'),
    ),
  matches: (s, [regex]) =>
    javaRegex(`^(?:${str(regex, 'matches')})$`, '').test(s),
  toString: (s: string) => s,
};

function numberMethods(
  n: bigint | number,
  name: string,
  args: JavaValue[],
): JavaValue | undefined {
  switch (name) {
    case 'intValue':
      return toIntegerBits(n, 32);
    case 'longValue':
      return toIntegerBits(n, 64);
    case 'shortValue':
      return toIntegerBits(n, 16);
    case 'doubleValue':
    case 'floatValue':
      return Number(n);
    case 'isNaN':
      return typeof n === 'number' && Number.isNaN(n);
    case 'compareTo': {
      const [other] = args;
      if (!isNumeric(other))
        throw other === null
          ? nullPointer('compareTo()')
          : wrongType('compareTo()', other);
      return BigInt(compareForCompareTo(n, other));
    }
    case 'equals':
      return javaEquals(n, args[0]);
    default:
      return undefined;
  }
}

function bigDecimalMethods(
  d: BigDecimal,
  name: string,
  args: JavaValue[],
): JavaValue | undefined {
  const operand = (): BigDecimal => toBigDecimal(args[0], `${name}()`);
  switch (name) {
    case 'add':
      return d.add(operand());
    case 'subtract':
      return d.subtract(operand());
    case 'multiply':
      return d.multiply(operand());
    case 'remainder':
      return d.remainder(operand());
    case 'divide':
      if (args.length === 1) return d.divideExact(operand());
      if (args.length === 2)
        return d.divide(
          operand(),
          d.scale,
          toRoundingMode(args[1], 'divide()'),
        );
      return d.divide(
        operand(),
        int(args[1], 'divide'),
        toRoundingMode(args[2], 'divide()'),
      );
    case 'setScale':
      return d.setScale(
        int(args[0], 'setScale'),
        args[1] === undefined
          ? RoundingMode.UNNECESSARY
          : toRoundingMode(args[1], 'setScale()'),
      );
    case 'compareTo':
      return BigInt(d.compareTo(operand()));
    case 'equals':
      return javaEquals(d, args[0]);
    case 'max':
      return d.compareTo(operand()) >= 0 ? d : operand();
    case 'min':
      return d.compareTo(operand()) <= 0 ? d : operand();
    case 'pow':
      return d.pow(int(args[0], 'pow'));
    case 'movePointLeft':
    case 'movePointRight': {
      const shift = int(args[0], name);
      const moved = new BigDecimal(
        d.unscaled,
        d.scale + (name === 'movePointLeft' ? shift : -shift),
      );
      return moved.scale < 0 ? moved.setScale(0) : moved;
    }
    case 'negate':
      return d.negate();
    case 'abs':
      return d.abs();
    case 'signum':
      return BigInt(d.signum());
    case 'scale':
      return BigInt(d.scale);
    case 'precision':
      return BigInt(d.precision());
    case 'stripTrailingZeros':
      return d.stripTrailingZeros();
    case 'intValue':
      return toIntegerBits(d, 32);
    case 'longValue':
      return toIntegerBits(d, 64);
    case 'doubleValue':
    case 'floatValue':
      return d.toNumber();
    case 'toPlainString':
      return d.toPlainString();
    default:
      return undefined;
  }
}

function collectionMethods(
  collection: object,
  name: string,
  args: JavaValue[],
): JavaValue | undefined {
  const [arg] = args;
  if (Array.isArray(collection) || collection instanceof Set) {
    const items = [...collection] as JavaValue[];
    switch (name) {
      case 'contains':
        return items.some(
          (item) =>
            javaEquals(item, arg) ||
            (isNumeric(item) &&
              isNumeric(arg) &&
              compareNumbers(item, arg) === 0),
        );
      case 'size':
        return BigInt(items.length);
      case 'isEmpty':
        return items.length === 0;
      case 'get': {
        if (collection instanceof Set) return undefined;
        const index = int(arg, 'get');
        if (index < 0 || index >= items.length)
          throw new ExpressionError(
            `IndexOutOfBoundsException: indice ${index}, dimensione ${items.length}`,
          );
        return items[index] ?? null;
      }
      default:
        return undefined;
    }
  }
  const entries: [unknown, unknown][] =
    collection instanceof Map
      ? [...collection]
      : Object.entries(collection as Record<string, unknown>);
  switch (name) {
    case 'get':
      return (entries.find(([key]) => javaEquals(key as JavaValue, arg))?.[1] ??
        null) as JavaValue;
    case 'containsKey':
      return entries.some(([key]) => javaEquals(key as JavaValue, arg));
    case 'size':
      return BigInt(entries.length);
    case 'isEmpty':
      return entries.length === 0;
    default:
      return undefined;
  }
}

function otherMethods(
  target: JavaValue,
  name: string,
  args: JavaValue[],
  timeZone: string,
): JavaValue | undefined {
  const [arg] = args;
  if (typeof target === 'string') {
    return Object.prototype.hasOwnProperty.call(STRING_METHODS, name)
      ? STRING_METHODS[name](target, args)
      : undefined;
  }
  if (typeof target === 'bigint' || typeof target === 'number')
    return numberMethods(target, name, args);
  if (target instanceof BigDecimal)
    return bigDecimalMethods(target, name, args);
  if (typeof target === 'boolean') {
    if (name === 'booleanValue') return target;
    if (name === 'equals') return target === arg;
    if (name === 'compareTo') return BigInt(Number(target) - Number(arg));
    return undefined;
  }
  if (target instanceof Date) {
    const other = (): number => {
      if (!(arg instanceof Date))
        throw arg === null
          ? nullPointer(`${name}()`)
          : wrongType(`${name}()`, arg);
      return arg.getTime();
    };
    switch (name) {
      case 'getTime':
        return BigInt(target.getTime());
      case 'before':
        return target.getTime() < other();
      case 'after':
        return target.getTime() > other();
      case 'compareTo':
        return BigInt(Math.sign(target.getTime() - other()));
      case 'equals':
        return javaEquals(target, arg);
      default:
        return undefined;
    }
  }
  if (target instanceof DecimalFormatValue) {
    if (name === 'format') {
      if (!isNumeric(arg))
        throw new ExpressionError(
          'IllegalArgumentException: DecimalFormat.format() richiede un numero',
        );
      return formatNumber(arg, target.pattern, target.roundingMode);
    }
    if (name === 'setRoundingMode') {
      target.roundingMode = toRoundingMode(arg, 'setRoundingMode()');
      return null;
    }
    return undefined;
  }
  if (target instanceof SimpleDateFormatValue) {
    if (name !== 'format') return undefined;
    if (!(arg instanceof Date))
      throw new ExpressionError(
        'IllegalArgumentException: SimpleDateFormat.format() richiede una data',
      );
    return formatDate(arg, target.pattern, timeZone);
  }
  if (target instanceof RoundingMode)
    return name === 'name' ? target.name : undefined;
  if (typeof target === 'object' && target !== null)
    return collectionMethods(target, name, args);
  return undefined;
}

/** Names of every supported instance method, to refuse unknown ones while parsing. */
export const INSTANCE_METHOD_NAMES = new Set([
  ...Object.keys(STRING_METHODS),
  'intValue',
  'longValue',
  'shortValue',
  'doubleValue',
  'floatValue',
  'isNaN',
  'booleanValue',
  'add',
  'subtract',
  'multiply',
  'remainder',
  'divide',
  'setScale',
  'max',
  'min',
  'pow',
  'movePointLeft',
  'movePointRight',
  'negate',
  'abs',
  'signum',
  'scale',
  'precision',
  'stripTrailingZeros',
  'toPlainString',
  'size',
  'get',
  'containsKey',
  'getTime',
  'before',
  'after',
  'format',
  'setRoundingMode',
  'name',
  'toString',
  'equals',
  'compareTo',
]);

/** Calls `target.name(args)` with Java semantics for the supported types. */
export function callMethod(
  target: JavaValue,
  name: string,
  args: JavaValue[],
  timeZone: string,
): JavaValue {
  if (target === null) throw nullPointer(`chiamata di ${name}()`);
  if (name === 'toString' && args.length === 0)
    return javaToString(target, timeZone);
  if (
    name === 'equals' &&
    args.length === 1 &&
    !isNumeric(target) &&
    typeof target !== 'string'
  ) {
    return javaEquals(target, args[0]);
  }
  const result = otherMethods(target, name, args, timeZone);
  if (result === undefined) {
    throw new ExpressionError(
      `Metodo non supportato: ${javaTypeName(target)}.${name}() con ${args.length} argomenti`,
    );
  }
  return result;
}
