import type { PrintText } from '../print';
import type { Property } from '../model';
import {
  measureText,
  type MeasuredText,
  type Truncation,
} from './text/measure-text';

/** The element's truncate.at.char / truncate.suffix properties, when set. */
export function truncation(properties: Property[]): Truncation | undefined {
  const value = (name: string) =>
    properties.find(
      (p) => p.name === `net.sf.jasperreports.text.truncate.${name}`,
    )?.value;
  const atChar = value('at.char')?.trim() === 'true';
  const suffix = value('suffix')?.trim() || undefined;
  return atChar || suffix ? { atChar, ...(suffix && { suffix }) } : undefined;
}

/** Rotated left or right: the text runs along the element's height. */
const sideways = (text: PrintText) =>
  text.rotation === 'Left' || text.rotation === 'Right';

/**
 * Measures the text of a print element from `offset` in a box `maxHeight` high (padding
 * included), as JasperReports' TextMeasurer does for the element's font and paragraph.
 */
export function measurePrintText(
  print: PrintText,
  value: string,
  offset: number,
  maxHeight: number,
  cut?: Truncation,
): MeasuredText {
  const { box } = print;
  const across = sideways(print) ? print.height : print.width;
  const along = sideways(print) ? print.width : maxHeight;
  const vertical = sideways(print)
    ? box.leftPadding + box.rightPadding
    : box.topPadding + box.bottomPadding;
  const horizontal = sideways(print)
    ? [box.topPadding, box.bottomPadding]
    : [box.leftPadding, box.rightPadding];
  const measured = measureText(
    value.slice(offset),
    print.font,
    print.paragraph,
    {
      width: across,
      maxHeight: Math.max(0, along - vertical),
      leftPadding: horizontal[0],
      rightPadding: horizontal[1],
    },
    cut,
  );
  return { ...measured, consumed: offset + measured.consumed };
}

/** Height a stretching text element needs for its measured lines (JasperReports rounds up). */
export function stretchedTextHeight(
  print: PrintText,
  measured: MeasuredText,
): number {
  return (
    Math.ceil(measured.textHeight - 1e-6) +
    print.box.topPadding +
    print.box.bottomPadding
  );
}

/** Plain texts get their lines; HTML and other markups are laid out by the renderer. */
export function hasLines(print: PrintText): boolean {
  return print.markup === 'none' || print.markup === '';
}

/** Sets the lines of a text printed at its final size (deferred and non-stretching texts). */
export function setFinalLines(
  print: PrintText,
  value: string,
  cut?: Truncation,
): number {
  if (!hasLines(print)) return value.length;
  const measured = measurePrintText(print, value, 0, print.height, cut);
  print.lines = measured.lines;
  return measured.consumed;
}
