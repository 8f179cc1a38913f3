import { BigDecimal } from './big-decimal';
import { toBoolean, toDouble, toText, wrongType } from './conversions';
import { checkDatePattern } from './date-format';
import { checkNumberPattern } from './decimal-format';
import { ExpressionError } from './expression-error';
import {
  DecimalFormatValue,
  JavaValue,
  SimpleDateFormatValue,
} from './java-value';
import { callStaticMethod } from './static-members';

const ARITIES: Record<string, number[]> = {
  BigDecimal: [1],
  Date: [0, 1],
  DecimalFormat: [1],
  SimpleDateFormat: [1, 2],
  Integer: [1],
  Long: [1],
  Double: [1],
  Boolean: [1],
  String: [0, 1],
  Locale: [1, 2, 3],
};

/** Checks while parsing that `new className(...)` is supported with that many arguments. */
export function checkConstructor(
  className: string,
  argumentCount: number,
): void {
  const arities = ARITIES[className];
  if (!arities)
    throw new ExpressionError(`Costruttore non supportato: new ${className}()`);
  if (!arities.includes(argumentCount)) {
    throw new ExpressionError(
      `new ${className}() non accetta ${argumentCount} argomenti`,
    );
  }
}

export interface ConstructionEnvironment {
  timeZone: string;
  now(): Date;
}

export function construct(
  className: string,
  args: JavaValue[],
  env: ConstructionEnvironment,
): JavaValue {
  checkConstructor(className, args.length);
  const [first] = args;
  switch (className) {
    case 'BigDecimal':
      if (typeof first === 'string') return BigDecimal.parse(first);
      if (typeof first === 'bigint') return BigDecimal.fromInteger(first);
      if (typeof first === 'number') return BigDecimal.exactDouble(first);
      if (first instanceof BigDecimal) return first;
      throw wrongType('new BigDecimal()', first);
    case 'Date':
      if (args.length === 0) return env.now();
      if (typeof first === 'bigint') return new Date(Number(first));
      throw wrongType('new Date()', first);
    case 'DecimalFormat': {
      const pattern = toText(first, 'new DecimalFormat()');
      checkNumberPattern(pattern);
      return new DecimalFormatValue(pattern);
    }
    case 'SimpleDateFormat': {
      const pattern = toText(first, 'new SimpleDateFormat()');
      checkDatePattern(pattern);
      return new SimpleDateFormatValue(pattern);
    }
    case 'Integer':
    case 'Long':
    case 'Double':
    case 'Boolean':
      if (className === 'Double' && typeof first !== 'string')
        return toDouble(first, 'new Double()');
      if (className === 'Boolean' && typeof first !== 'string')
        return toBoolean(first, 'new Boolean()');
      return callStaticMethod(className, 'valueOf', args, env.timeZone);
    case 'Locale': {
      const [language, country] = args.map((part) =>
        toText(part, 'new Locale()'),
      );
      return country
        ? `${language.toLowerCase()}_${country.toUpperCase()}`
        : language.toLowerCase();
    }
    default:
      return args.length === 0 ? '' : toText(first, 'new String()');
  }
}
