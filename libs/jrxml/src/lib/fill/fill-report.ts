import type { ReportDesign } from '../model';
import type { PrintDocument } from '../print';
import type { FillOptions } from './fill-options';
import { ReportFiller } from './report-filler';

/** Fills a report design with parameters and data records into pages of positioned elements. */
export function fillReport(
  design: ReportDesign,
  options: FillOptions = {},
): PrintDocument {
  return new ReportFiller(design, options).fill();
}
