import { BinaryOperator } from './ast';
import { BigDecimal } from './big-decimal';
import {
  compareNumbers,
  javaEquals,
  nullPointer,
  toBigDecimal,
} from './conversions';
import { ExpressionError } from './expression-error';
import { javaToString } from './java-string';
import { isNumeric, JavaValue, javaTypeName } from './java-value';

type Numeric = bigint | number | BigDecimal;

const wrapLong = (value: bigint): bigint => BigInt.asIntN(64, value);

function notApplicable(
  operator: string,
  left: unknown,
  right?: unknown,
): ExpressionError {
  const operands =
    right === undefined
      ? javaTypeName(left)
      : `${javaTypeName(left)} e ${javaTypeName(right)}`;
  return new ExpressionError(
    `Operatore ${operator} non applicabile a ${operands}`,
  );
}

function numericOperands(
  operator: string,
  left: unknown,
  right: unknown,
): [Numeric, Numeric] {
  if (left === null || right === null)
    throw nullPointer(`operatore ${operator}`);
  if (!isNumeric(left) || !isNumeric(right))
    throw notApplicable(operator, left, right);
  return [left, right];
}

/**
 * Arithmetic with Java's binary numeric promotion: integers stay integers (7 / 2 is 3), a double
 * makes the result double. BigDecimal operands (allowed as in Groovy) make the result an exact
 * BigDecimal; `/` on BigDecimal is exact when possible, else 34 significant digits.
 */
function arithmetic(
  operator: '-' | '*' | '/' | '%' | '+',
  left: Numeric,
  right: Numeric,
): Numeric {
  if (left instanceof BigDecimal || right instanceof BigDecimal) {
    const a = toBigDecimal(left, operator);
    const b = toBigDecimal(right, operator);
    switch (operator) {
      case '+':
        return a.add(b);
      case '-':
        return a.subtract(b);
      case '*':
        return a.multiply(b);
      case '/':
        return a.divideForOperator(b);
      case '%':
        return a.remainder(b);
    }
  }
  if (typeof left === 'number' || typeof right === 'number') {
    const a = Number(left);
    const b = Number(right);
    switch (operator) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
        return a / b;
      case '%':
        return a % b;
    }
  }
  const a = left as bigint;
  const b = right as bigint;
  if ((operator === '/' || operator === '%') && b === BigInt(0)) {
    throw new ExpressionError('ArithmeticException: divisione per zero');
  }
  switch (operator) {
    case '+':
      return wrapLong(a + b);
    case '-':
      return wrapLong(a - b);
    case '*':
      return wrapLong(a * b);
    case '/':
      return wrapLong(a / b);
    case '%':
      return a % b;
  }
}

/** Evaluates a binary operator whose operands are both evaluated (not && or ||). */
export function applyBinary(
  operator: BinaryOperator,
  left: JavaValue,
  right: JavaValue,
  timeZone: string,
): JavaValue {
  switch (operator) {
    case '+':
      if (typeof left === 'string' || typeof right === 'string') {
        return javaToString(left, timeZone) + javaToString(right, timeZone);
      }
      return arithmetic('+', ...numericOperands(operator, left, right));
    case '-':
    case '*':
    case '/':
    case '%':
      return arithmetic(operator, ...numericOperands(operator, left, right));
    case '<':
    case '>':
    case '<=':
    case '>=': {
      const comparison = compareNumbers(
        ...numericOperands(operator, left, right),
      );
      if (Number.isNaN(comparison)) return false;
      return operator === '<'
        ? comparison < 0
        : operator === '>'
          ? comparison > 0
          : operator === '<='
            ? comparison <= 0
            : comparison >= 0;
    }
    case '==':
    case '!=': {
      const equal =
        isNumeric(left) && isNumeric(right)
          ? compareNumbers(left, right) === 0
          : javaEquals(left, right);
      return operator === '==' ? equal : !equal;
    }
    case '&':
    case '|':
    case '^':
      if (typeof left === 'boolean' && typeof right === 'boolean') {
        return operator === '&'
          ? left && right
          : operator === '|'
            ? left || right
            : left !== right;
      }
      if (typeof left === 'bigint' && typeof right === 'bigint') {
        return operator === '&'
          ? left & right
          : operator === '|'
            ? left | right
            : left ^ right;
      }
      if (left === null || right === null)
        throw nullPointer(`operatore ${operator}`);
      throw notApplicable(operator, left, right);
    default:
      throw new ExpressionError(`Operatore ${operator} non supportato`);
  }
}

export function applyUnary(
  operator: '-' | '+' | '!' | '~',
  operand: JavaValue,
): JavaValue {
  if (operand === null) throw nullPointer(`operatore ${operator}`);
  switch (operator) {
    case '!':
      if (typeof operand === 'boolean') return !operand;
      break;
    case '~':
      if (typeof operand === 'bigint') return ~operand;
      break;
    case '+':
      if (isNumeric(operand)) return operand;
      break;
    case '-':
      if (typeof operand === 'bigint') return wrapLong(-operand);
      if (typeof operand === 'number') return -operand;
      if (operand instanceof BigDecimal) return operand.negate();
      break;
  }
  throw notApplicable(operator, operand);
}
