import type { ElementGroup, ReportElement } from '../model';
import type { PrintElement } from '../print';

/** The text of a text element, consumed line by line when the element splits across pages. */
export interface PreparedText {
  /** The whole text (the print element's `text` may be evaluated later, see `deferred`). */
  value: string;
  /** textAdjust StretchHeight (isStretchWithOverflow): the element grows with its text. */
  stretch: boolean;
  /** Evaluated later (evaluationTime other than Now): keeps its design height. */
  deferred: boolean;
  /** Where the part still to print starts. */
  offset: number;
}

/**
 * A band element evaluated for one band instance, not yet positioned. The container layout
 * prints it in one pass or, when the band splits across columns or pages, in several.
 */
export interface PreparedElement {
  design: ReportElement;
  /** Evaluated print element at its design position relative to its container. */
  print: PrintElement;
  /** The `<elementGroup>` directly around the element (stretchType ElementGroup*). */
  group?: ElementGroup;
  /** printWhenExpression true (and not a repeated value left out). */
  visible: boolean;
  /**
   * isPrintRepeatedValues="false" left it out, but isPrintWhenDetailOverflows prints it when
   * the band goes on in another column or page (e.g. a "(continued)" label).
   */
  onlyOnOverflow?: boolean;
  /** Text element with nothing to print (isRemoveLineWhenBlank removes its line). */
  blank: boolean;
  text?: PreparedText;
  /** A frame's elements. */
  children?: PreparedElement[];
  /**
   * A subreport's or table's page or column header: printed again at the top of every further
   * page or column its subreport continues on, the rest below it (as JasperReports does).
   */
  repeatOnOverflow?: boolean;
  /** Already printed entirely by an earlier pass of the same band. */
  done: boolean;
  /** Printed at least once (the next pass prints a copy of the print element). */
  printedOnce: boolean;
}
