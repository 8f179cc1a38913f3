/** The parts of react-pivottable (MIT, no bundled types) the pivot page uses. */
declare module 'react-pivottable/PivotTableUI' {
  import type { ComponentType } from 'react';
  const PivotTableUI: ComponentType<Record<string, unknown> & { data: object[]; onChange: (stato: Record<string, unknown>) => void }>;
  export default PivotTableUI;
}
declare module 'react-pivottable/TableRenderers' {
  import type { ComponentType } from 'react';
  const TableRenderers: Record<string, ComponentType<Record<string, unknown>>>;
  export default TableRenderers;
}
declare module 'react-pivottable/Utilities' {
  type Formatter = (x: number) => string;
  type Aggregator = unknown;
  type Template = (...args: unknown[]) => Aggregator;
  export const aggregatorTemplates: Record<'count' | 'countUnique' | 'listUnique' | 'sum' | 'average' | 'median' | 'var' | 'stdev' | 'min' | 'max' | 'first' | 'last' | 'sumOverSum' | 'fractionOf', Template>;
  export function numberFormat(opzioni: { thousandsSep?: string; decimalSep?: string; digitsAfterDecimal?: number; scaler?: number; suffix?: string }): Formatter;
}
