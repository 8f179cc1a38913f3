import type { Band } from './band';
import type { Dataset } from './dataset';
import type { Property } from './expression';
import type { Located } from './source-location';
import type { Style } from './style';

export interface Margins {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** Page size and margins, in points (1/72 inch). */
export interface PageFormat {
  width: number;
  height: number;
  orientation: 'Portrait' | 'Landscape';
  margins: Margins;
}

export interface ColumnLayout {
  count: number;
  width: number;
  spacing: number;
  printOrder: 'Vertical' | 'Horizontal';
  direction: 'LTR' | 'RTL';
}

export type WhenNoDataType =
  | 'NoPages'
  | 'BlankPage'
  | 'AllSectionsNoDetail'
  | 'NoDataSection';

/** The report sections. Single-band sections are absent when the template does not define them. */
export interface ReportBands {
  background?: Band;
  title?: Band;
  pageHeader?: Band;
  columnHeader?: Band;
  detail: Band[];
  columnFooter?: Band;
  pageFooter?: Band;
  lastPageFooter?: Band;
  summary?: Band;
  noData?: Band;
}

export type BandName = Exclude<keyof ReportBands, 'detail'>;

/** Where a design came from. */
export type DesignFormat = 'jrxml6' | 'jrxml7' | 'jasper';

/**
 * A report design (template): the same model whether read from JRXML 6.x, JRXML 7.x or a
 * compiled .jasper file. Groups live in `mainDataset.groups` with their header/footer bands.
 */
export interface ReportDesign extends Located {
  name: string;
  uuid?: string;
  format: DesignFormat;
  /** Expression language, normally "java" (groovy/javascript are refused later). */
  language: string;
  page: PageFormat;
  columns: ColumnLayout;
  whenNoDataType: WhenNoDataType;
  titleNewPage: boolean;
  summaryNewPage: boolean;
  summaryWithPageHeaderAndFooter: boolean;
  floatColumnFooter: boolean;
  ignorePagination: boolean;
  imports: string[];
  /** Report-level `<property>` entries (the main dataset's own `properties` stay empty). */
  properties: Property[];
  styles: Style[];
  mainDataset: Dataset;
  subDatasets: Dataset[];
  bands: ReportBands;
}
