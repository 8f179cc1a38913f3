import type { Box, Pen, StyleAttributes } from '../model';
import type { PrintBox, PrintFont, PrintParagraph, PrintPen } from '../print';

/** JasperReports' defaults for unset attributes. */
export const DEFAULT_FORECOLOR = '#000000';
export const DEFAULT_BACKCOLOR = '#FFFFFF';
export const DEFAULT_FONT_NAME = 'SansSerif';
export const DEFAULT_FONT_SIZE = 10;

export function printPen(
  pen: Pen | undefined,
  fallback: Pen | undefined,
  forecolor: string,
  defaultWidth: number,
): PrintPen {
  return {
    lineWidth: pen?.lineWidth ?? fallback?.lineWidth ?? defaultWidth,
    lineStyle: pen?.lineStyle ?? fallback?.lineStyle ?? 'Solid',
    lineColor: pen?.lineColor ?? fallback?.lineColor ?? forecolor,
  };
}

/** Box sides fall back to the box's `pen`; paddings to `padding`; widths default to 0. */
export function printBox(box: Box | undefined, forecolor: string): PrintBox {
  const side = (pen: Pen | undefined) => printPen(pen, box?.pen, forecolor, 0);
  const padding = box?.padding ?? 0;
  return {
    top: side(box?.topPen),
    left: side(box?.leftPen),
    bottom: side(box?.bottomPen),
    right: side(box?.rightPen),
    topPadding: box?.topPadding ?? padding,
    leftPadding: box?.leftPadding ?? padding,
    bottomPadding: box?.bottomPadding ?? padding,
    rightPadding: box?.rightPadding ?? padding,
  };
}

export function printFont(attributes: StyleAttributes): PrintFont {
  return {
    name: attributes.fontName ?? DEFAULT_FONT_NAME,
    size: attributes.fontSize ?? DEFAULT_FONT_SIZE,
    bold: attributes.bold ?? false,
    italic: attributes.italic ?? false,
    underline: attributes.underline ?? false,
    strikeThrough: attributes.strikeThrough ?? false,
  };
}

export function printParagraph(attributes: StyleAttributes): PrintParagraph {
  const paragraph = attributes.paragraph;
  return {
    lineSpacing: paragraph?.lineSpacing ?? 'Single',
    ...(paragraph?.lineSpacingSize !== undefined && {
      lineSpacingSize: paragraph.lineSpacingSize,
    }),
    firstLineIndent: paragraph?.firstLineIndent ?? 0,
    leftIndent: paragraph?.leftIndent ?? 0,
    rightIndent: paragraph?.rightIndent ?? 0,
    spacingBefore: paragraph?.spacingBefore ?? 0,
    spacingAfter: paragraph?.spacingAfter ?? 0,
  };
}
