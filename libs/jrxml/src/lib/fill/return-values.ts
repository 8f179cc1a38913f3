import type { JavaValue } from '../expressions';
import { BigDecimal } from '../expressions/big-decimal';
import type { Calculation } from '../model';
import { compareValues } from './compare-values';

function sum(a: JavaValue, b: JavaValue): JavaValue {
  if (a === null) return b;
  if (b === null) return a;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a + b;
  if (a instanceof BigDecimal || b instanceof BigDecimal) {
    const decimal = (value: JavaValue) =>
      value instanceof BigDecimal
        ? value
        : typeof value === 'bigint'
          ? BigDecimal.fromInteger(value)
          : BigDecimal.exactDouble(Number(value));
    return decimal(a).add(decimal(b));
  }
  return Number(a) + Number(b);
}

/**
 * A subreport `<returnValue>`: the master variable's new value from its current one and the
 * subreport variable's final value (calculation Nothing copies; Sum, Count, Highest, Lowest
 * and First accumulate over the subreport runs).
 */
export function combineReturnValue(
  calculation: Calculation,
  current: JavaValue,
  value: JavaValue,
): JavaValue {
  switch (calculation) {
    case 'Sum':
      return sum(current, value);
    case 'Count':
      return value === null ? current : sum(current ?? 0n, 1n);
    case 'Highest':
      return current === null ||
        (value !== null && compareValues(value, current) > 0)
        ? value
        : current;
    case 'Lowest':
      return current === null ||
        (value !== null && compareValues(value, current) < 0)
        ? value
        : current;
    case 'First':
      return current ?? value;
    default:
      return value;
  }
}
