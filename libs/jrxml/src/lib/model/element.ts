import type { Expression, Property, PropertyExpression } from './expression';
import type { Located } from './source-location';
import type { Box, StyleAttributes } from './style';
import type { Calculation } from './dataset';

export type PositionType = 'Float' | 'FixRelativeToTop' | 'FixRelativeToBottom';
export type StretchType =
  | 'NoStretch'
  | 'RelativeToTallestObject'
  | 'RelativeToBandHeight'
  | 'ElementGroupHeight'
  | 'ElementGroupBottom'
  | 'ContainerHeight'
  | 'ContainerBottom';
export type EvaluationTime =
  | 'Now'
  | 'Report'
  | 'Page'
  | 'Column'
  | 'Group'
  | 'Band'
  | 'Auto'
  | 'Master';
export type TextAdjust = 'CutText' | 'StretchHeight' | 'ScaleFont';

/** Attributes every report element has (6.x `<reportElement>`, 7.x `<element>` attributes). */
export interface ElementBase extends Located {
  key?: string;
  uuid?: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Name of the report style applied to the element. */
  style?: string;
  /** The element's own visual attributes (they override the style). */
  ownStyle: StyleAttributes;
  positionType: PositionType;
  stretchType: StretchType;
  printRepeatedValues: boolean;
  removeLineWhenBlank: boolean;
  printInFirstWholeBand: boolean;
  printWhenDetailOverflows: boolean;
  /** Print only when this group changes (`printWhenGroupChanges`). */
  printWhenGroupChanges?: string;
  printWhenExpression?: Expression;
  properties: Property[];
  propertyExpressions: PropertyExpression[];
}

/** Hyperlink and anchor settings of text fields and images (kept, used by HTML output). */
export interface Hyperlink {
  hyperlinkType?: string;
  hyperlinkTarget?: string;
  referenceExpression?: Expression;
  anchorExpression?: Expression;
  pageExpression?: Expression;
  tooltipExpression?: Expression;
  anchorNameExpression?: Expression;
  bookmarkLevel?: number;
  bookmarkLevelExpression?: Expression;
}

export interface StaticTextElement extends ElementBase {
  kind: 'staticText';
  text: string;
}

export interface TextFieldElement extends ElementBase {
  kind: 'textField';
  expression?: Expression;
  patternExpression?: Expression;
  textAdjust: TextAdjust;
  evaluationTime: EvaluationTime;
  evaluationGroup?: string;
  hyperlink?: Hyperlink;
}

export interface LineElement extends ElementBase {
  kind: 'line';
  direction: 'TopDown' | 'BottomUp';
}

export interface RectangleElement extends ElementBase {
  kind: 'rectangle';
}

export interface EllipseElement extends ElementBase {
  kind: 'ellipse';
}

export interface ImageElement extends ElementBase {
  kind: 'image';
  expression?: Expression;
  usingCache?: boolean;
  lazy: boolean;
  onErrorType: 'Error' | 'Blank' | 'Icon';
  evaluationTime: EvaluationTime;
  evaluationGroup?: string;
  hyperlink?: Hyperlink;
}

export interface FrameElement extends ElementBase {
  kind: 'frame';
  borderSplitType?: 'NoBorders' | 'DrawBorders';
  children: BandChild[];
}

export interface BreakElement extends ElementBase {
  kind: 'break';
  breakType: 'Page' | 'Column';
}

export interface SubreportParameter {
  name: string;
  expression?: Expression;
}

/** `<returnValue>`: copies a subreport (or dataset run) variable into a master variable. */
export interface ReturnValue {
  /** Variable in the subreport / sub-dataset (`subreportVariable` or `fromVariable`). */
  fromVariable: string;
  toVariable: string;
  calculation: Calculation;
  incrementerFactoryClass?: string;
}

export interface SubreportElement extends ElementBase {
  kind: 'subreport';
  /** Which report to run, usually a file name such as "ProductReport.jasper". */
  expression?: Expression;
  parametersMapExpression?: Expression;
  parameters: SubreportParameter[];
  connectionExpression?: Expression;
  dataSourceExpression?: Expression;
  returnValues: ReturnValue[];
  usingCache?: boolean;
  runToBottom?: boolean;
  overflowType?: 'Stretch' | 'NoStretch';
}

/** `<datasetRun>`: runs a sub-dataset (tables, lists, charts). */
export interface DatasetRun extends Located {
  subDataset: string;
  parametersMapExpression?: Expression;
  parameters: SubreportParameter[];
  connectionExpression?: Expression;
  dataSourceExpression?: Expression;
  returnValues: ReturnValue[];
}

/** A cell of a table component (header, footer, detail). */
export interface TableCell extends Located {
  height: number;
  rowSpan?: number;
  style?: string;
  box?: Box;
  children: BandChild[];
}

export interface TableGroupCell {
  groupName: string;
  cell: TableCell;
}

/** A table column (`<jr:column>`) or column group (`<jr:columnGroup>` with nested columns). */
export interface TableColumn extends Located {
  uuid?: string;
  width: number;
  printWhenExpression?: Expression;
  properties: Property[];
  tableHeader?: TableCell;
  tableFooter?: TableCell;
  groupHeaders: TableGroupCell[];
  groupFooters: TableGroupCell[];
  columnHeader?: TableCell;
  columnFooter?: TableCell;
  detailCell?: TableCell;
  /** Present for a column group. */
  columns?: TableColumn[];
}

export interface TableComponent {
  kind: 'table';
  datasetRun: DatasetRun;
  whenNoDataType?: 'Blank' | 'AllSectionsNoDetail' | 'NoDataCell';
  columns: TableColumn[];
}

/** A barcode (barcode4j or barbecue), e.g. type "EAN13" with its code expression. */
export interface BarcodeComponent {
  kind: 'barcode';
  library: 'barcode4j' | 'barbecue';
  barcodeType: string;
  codeExpression?: Expression;
  /** Other attributes of the barcode tag, as written (moduleWidth, textPosition, ...). */
  attributes: Record<string, string>;
}

export type Component = TableComponent | BarcodeComponent;

/** 6.x `<componentElement>`, 7.x `<element kind="component">`. */
export interface ComponentElement extends ElementBase {
  kind: 'component';
  component: Component;
}

export type ReportElement =
  | StaticTextElement
  | TextFieldElement
  | LineElement
  | RectangleElement
  | EllipseElement
  | ImageElement
  | FrameElement
  | BreakElement
  | SubreportElement
  | ComponentElement;

export type ElementKind = ReportElement['kind'];

/**
 * `<elementGroup>`: no geometry of its own; groups elements for
 * stretchType ElementGroupHeight / ElementGroupBottom.
 */
export interface ElementGroup extends Located {
  kind: 'elementGroup';
  children: BandChild[];
}

export type BandChild = ReportElement | ElementGroup;
