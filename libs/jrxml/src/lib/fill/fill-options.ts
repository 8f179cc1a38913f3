import type { JavaValue } from '../expressions';
import type { ReportDesign } from '../model';

export interface FillOptions {
  /** Parameter values (raw JSON values are converted to each parameter's declared class). */
  parameters?: Record<string, unknown>;
  /** The data records: JSON objects (see jsonRecords) or CSV rows (see csvRecords). */
  records?: readonly unknown[];
  /** $R{key} texts. */
  resources?: Record<string, string>;
  /** Time zone for dates (default Europe/Rome). */
  timeZone?: string;
  /** Clock for `new java.util.Date()`. */
  now?: () => Date;
  /** Turns an image expression's value (file name, URL...) into a data URL. */
  resolveImage?(value: JavaValue): string | undefined;
  /**
   * Elements the filler cannot print yet (a subreport without resolveSubreport, a barcode type
   * it cannot draw): "error" (default)
   * stops with a message naming the element and line; "omit" leaves them out.
   */
  unsupportedElements?: 'error' | 'omit';
  /**
   * The design of a subreport, given the value of its subreportExpression verbatim (e.g.
   * "ProductReport.jasper" or "reports/x.jrxml": strip folder and extension yourself).
   * Undefined: the subreport is refused with a FillError naming the element.
   */
  resolveSubreport?(name: string): ReportDesign | undefined;
  /**
   * Records for a subreport without a data source expression (its own SQL or json query):
   * receives the subreport name as above and the parameters passed to it (for a table
   * component: its sub-dataset's name and the datasetRun's parameters). Undefined: the
   * json query of the subreport on `jsonData`, else no records; a connectionExpression is
   * refused.
   */
  subreportRecords?(
    name: string,
    parameters: Record<string, JavaValue>,
  ): readonly unknown[] | undefined;
  /** The JSON document `json` queries read (subreports with language="json"). */
  jsonData?: unknown;
}
