import type { Expression, Property, PropertyExpression } from './expression';
import type { Band } from './band';
import type { Located } from './source-location';

export type Calculation =
  | 'Nothing'
  | 'Count'
  | 'DistinctCount'
  | 'Sum'
  | 'Average'
  | 'Lowest'
  | 'Highest'
  | 'StandardDeviation'
  | 'Variance'
  | 'System'
  | 'First';
export type ResetType =
  | 'None'
  | 'Report'
  | 'Page'
  | 'Column'
  | 'Group'
  | 'Master';
export type IncrementType = ResetType;

export interface Parameter extends Located {
  name: string;
  valueClass: string;
  nestedType?: string;
  forPrompting: boolean;
  /** Built-in parameters (REPORT_PARAMETERS_MAP, ...) found in compiled reports. */
  systemDefined: boolean;
  description?: string;
  defaultValueExpression?: Expression;
  properties: Property[];
}

export interface Field extends Located {
  name: string;
  valueClass: string;
  /** `<fieldDescription>`: often the JSON/XPath/bean path of the value. */
  description?: string;
  properties: Property[];
  /** Properties computed from expressions (e.g. a JSONQL path); absent when there are none. */
  propertyExpressions?: PropertyExpression[];
}

export interface Variable extends Located {
  name: string;
  valueClass: string;
  calculation: Calculation;
  resetType: ResetType;
  resetGroup?: string;
  incrementType: IncrementType;
  incrementGroup?: string;
  incrementerFactoryClass?: string;
  /** Built-in variables (PAGE_NUMBER, REPORT_COUNT, ...) found in compiled reports. */
  systemDefined: boolean;
  expression?: Expression;
  initialValueExpression?: Expression;
}

export interface SortField {
  name: string;
  order: 'Ascending' | 'Descending';
  type: 'Field' | 'Variable';
}

export interface Query {
  language: string;
  text: string;
}

export type FooterPosition =
  | 'Normal'
  | 'StackAtBottom'
  | 'ForceAtBottom'
  | 'CollateAtBottom';

/** A data group: breaks when its expression changes; the main dataset's groups have bands. */
export interface Group extends Located {
  name: string;
  expression?: Expression;
  startNewColumn: boolean;
  startNewPage: boolean;
  resetPageNumber: boolean;
  reprintHeaderOnEachPage: boolean;
  reprintHeaderOnEachColumn: boolean;
  minHeightToStartNewPage: number;
  minDetailsToStartFromTop: number;
  footerPosition: FooterPosition;
  keepTogether: boolean;
  preventOrphanFooter: boolean;
  headers: Band[];
  footers: Band[];
}

/** The report's main dataset or a `<subDataset>`. */
export interface Dataset extends Located {
  name: string;
  uuid?: string;
  resourceBundle?: string;
  scriptletClass?: string;
  whenResourceMissingType?: 'Null' | 'Empty' | 'Key' | 'Error';
  properties: Property[];
  parameters: Parameter[];
  query?: Query;
  fields: Field[];
  sortFields: SortField[];
  variables: Variable[];
  filterExpression?: Expression;
  groups: Group[];
}
