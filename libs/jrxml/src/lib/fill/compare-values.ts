import type { JavaValue } from '../expressions';
import { isNumeric } from '../expressions/java-value';
import { compareForCompareTo } from '../expressions/conversions';
import { FillError } from './fill-error';

/**
 * Comparable.compareTo for sorting and Highest/Lowest: numbers by value, strings by UTF-16
 * code units (String.compareTo), dates by time, false before true; null sorts first.
 */
export function compareValues(a: JavaValue, b: JavaValue): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  if (isNumeric(a) && isNumeric(b)) return compareForCompareTo(a, b);
  if (typeof a === 'string' && typeof b === 'string')
    return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean')
    return Number(a) - Number(b);
  throw new FillError(`Valori non confrontabili: ${String(a)} e ${String(b)}`);
}
