import type {
  HorizontalImageAlign,
  HorizontalTextAlign,
  LineSpacing,
  LineStyle,
  Rotation,
  ScaleImage,
  VerticalImageAlign,
  VerticalTextAlign,
} from '../model';

/** A resolved stroke. `lineWidth` 0 means "draw nothing". Colours are "#RRGGBB". */
export interface PrintPen {
  lineWidth: number;
  lineStyle: LineStyle;
  lineColor: string;
}

/** Resolved borders and padding, in points. */
export interface PrintBox {
  top: PrintPen;
  left: PrintPen;
  bottom: PrintPen;
  right: PrintPen;
  topPadding: number;
  leftPadding: number;
  bottomPadding: number;
  rightPadding: number;
}

export interface PrintFont {
  /** Family as written in the template, e.g. "DejaVu Sans" or "SansSerif". */
  name: string;
  /** Size in points. */
  size: number;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikeThrough: boolean;
}

/** Resolved paragraph settings (points; lineSpacingSize is a factor for Proportional). */
export interface PrintParagraph {
  lineSpacing: LineSpacing;
  lineSpacingSize?: number;
  firstLineIndent: number;
  leftIndent: number;
  rightIndent: number;
  spacingBefore: number;
  spacingAfter: number;
}

export type {
  HorizontalImageAlign,
  HorizontalTextAlign,
  LineStyle,
  Rotation,
  ScaleImage,
  VerticalImageAlign,
  VerticalTextAlign,
};
