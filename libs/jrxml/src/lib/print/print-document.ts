import type { PrintElement } from './print-element';

/** One printed page: its elements in painting order (later elements paint over earlier ones). */
export interface PrintPage {
  elements: PrintElement[];
}

/**
 * A filled report ("JasperPrint"): every page has the same size, in points (1/72 inch).
 * An empty `pages` array means the report printed nothing (whenNoDataType NoPages).
 */
export interface PrintDocument {
  name: string;
  pageWidth: number;
  pageHeight: number;
  orientation: 'Portrait' | 'Landscape';
  pages: PrintPage[];
}
