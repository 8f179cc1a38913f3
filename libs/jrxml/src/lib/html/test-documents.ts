import type {
  PrintBox,
  PrintDocument,
  PrintElement,
  PrintPen,
  PrintText,
} from '../print';

// Builders for synthetic print models, used by this folder's specs.

export const noPen: PrintPen = {
  lineWidth: 0,
  lineStyle: 'Solid',
  lineColor: '#000000',
};

export function pen(
  lineWidth: number,
  lineStyle: PrintPen['lineStyle'] = 'Solid',
): PrintPen {
  return { lineWidth, lineStyle, lineColor: '#000000' };
}

export function box(padding = 0, border: PrintPen = noPen): PrintBox {
  return {
    top: border,
    left: border,
    bottom: border,
    right: border,
    topPadding: padding,
    leftPadding: padding,
    bottomPadding: padding,
    rightPadding: padding,
  };
}

export function text(
  value: string,
  x: number,
  y: number,
  width: number,
  height: number,
  overrides: Partial<PrintText> = {},
): PrintText {
  return {
    kind: 'text',
    x,
    y,
    width,
    height,
    mode: 'Transparent',
    forecolor: '#000000',
    backcolor: '#FFFFFF',
    text: value,
    markup: 'none',
    font: {
      name: 'SansSerif',
      size: 10,
      bold: false,
      italic: false,
      underline: false,
      strikeThrough: false,
    },
    hTextAlign: 'Left',
    vTextAlign: 'Top',
    rotation: 'None',
    paragraph: {
      lineSpacing: 'Single',
      firstLineIndent: 0,
      leftIndent: 0,
      rightIndent: 0,
      spacingBefore: 0,
      spacingAfter: 0,
    },
    box: box(),
    ...overrides,
  };
}

export function document(
  pages: PrintElement[][],
  pageWidth = 595,
  pageHeight = 842,
): PrintDocument {
  return {
    name: 'synthetic',
    pageWidth,
    pageHeight,
    orientation: pageWidth > pageHeight ? 'Landscape' : 'Portrait',
    pages: pages.map((elements) => ({ elements })),
  };
}
