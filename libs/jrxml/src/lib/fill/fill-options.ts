import type { JavaValue } from '../expressions';

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
   * Elements the filler cannot print yet (subreport, component, break): "error" (default)
   * stops with a message naming the element and line; "omit" leaves them out.
   */
  unsupportedElements?: 'error' | 'omit';
}
