import Decimal from 'decimal.js';

export interface DecimalBounds {
  /** decimals kept (rounded half up) */
  places: number;
  min?: number;
  max?: number;
}

/**
 * A numeric field read with decimal arithmetic: missing is 0; not a number or out of bounds adds
 * an Italian problem to `errori` (and gives 0). The result is the exact decimal as a JSON number.
 */
export function decimalField(label: string, value: unknown, bounds: DecimalBounds, errori: string[]): number {
  if (value === undefined || value === null || value === '') return 0;
  let d: Decimal;
  try {
    d = new Decimal(value as Decimal.Value);
  } catch {
    errori.push(`Il campo ${label} deve essere un numero`);
    return 0;
  }
  if (!d.isFinite()) {
    errori.push(`Il campo ${label} deve essere un numero`);
    return 0;
  }
  const min = bounds.min ?? 0;
  if (d.lt(min) || (bounds.max !== undefined && d.gt(bounds.max))) {
    errori.push(bounds.max === undefined ? `Il campo ${label} non può essere minore di ${min}` : `Il campo ${label} deve essere compreso tra ${min} e ${bounds.max}`);
    return 0;
  }
  return d.toDecimalPlaces(bounds.places, Decimal.ROUND_HALF_UP).toNumber();
}
