import type { Expression } from './expression';
import type { Located } from './source-location';

export type LineStyle = 'Solid' | 'Dashed' | 'Dotted' | 'Double';
export type Mode = 'Opaque' | 'Transparent';
export type HorizontalTextAlign = 'Left' | 'Center' | 'Right' | 'Justified';
export type VerticalTextAlign = 'Top' | 'Middle' | 'Bottom' | 'Justified';
export type HorizontalImageAlign = 'Left' | 'Center' | 'Right';
export type VerticalImageAlign = 'Top' | 'Middle' | 'Bottom';
export type ScaleImage =
  | 'Clip'
  | 'FillFrame'
  | 'RetainShape'
  | 'RealHeight'
  | 'RealSize';
export type Rotation = 'None' | 'Left' | 'Right' | 'UpsideDown';
export type LineSpacing =
  | 'Single'
  | '1_1_2'
  | 'Double'
  | 'AtLeast'
  | 'Fixed'
  | 'Proportional';

/** A line: border side, shape outline or line element stroke. All optional: unset inherits. */
export interface Pen {
  lineWidth?: number;
  lineStyle?: LineStyle;
  /** "#RRGGBB" */
  lineColor?: string;
}

/** Borders and padding (`<box>`). `pen` applies to the sides that do not set their own. */
export interface Box {
  pen?: Pen;
  topPen?: Pen;
  leftPen?: Pen;
  bottomPen?: Pen;
  rightPen?: Pen;
  padding?: number;
  topPadding?: number;
  leftPadding?: number;
  bottomPadding?: number;
  rightPadding?: number;
}

export interface TabStop {
  position: number;
  alignment?: 'Left' | 'Center' | 'Right';
}

/** Paragraph settings (`<paragraph>`). */
export interface Paragraph {
  lineSpacing?: LineSpacing;
  lineSpacingSize?: number;
  firstLineIndent?: number;
  leftIndent?: number;
  rightIndent?: number;
  spacingBefore?: number;
  spacingAfter?: number;
  tabStopWidth?: number;
  tabStops?: TabStop[];
}

/**
 * The visual attributes shared by styles and elements. Every attribute is optional:
 * an element's own value wins over its style, which wins over its parent style and
 * then the report's default style (JasperReports' "own" versus resolved values).
 * 6.x names (`isBold`, `textAlignment`, `<font size>`) and 7.x names (`bold`,
 * `hTextAlign`, `fontSize`) both land here.
 */
export interface StyleAttributes {
  mode?: Mode;
  /** "#RRGGBB" */
  forecolor?: string;
  backcolor?: string;
  /** Outline of lines, rectangles, ellipses and images. */
  pen?: Pen;
  fill?: 'Solid';
  radius?: number;
  scaleImage?: ScaleImage;
  hImageAlign?: HorizontalImageAlign;
  vImageAlign?: VerticalImageAlign;
  hTextAlign?: HorizontalTextAlign;
  vTextAlign?: VerticalTextAlign;
  rotation?: Rotation;
  /** "none" | "styled" | "html" | "rtf" */
  markup?: string;
  pattern?: string;
  blankWhenNull?: boolean;
  fontName?: string;
  fontSize?: number;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikeThrough?: boolean;
  pdfFontName?: string;
  pdfEncoding?: string;
  pdfEmbedded?: boolean;
  box?: Box;
  paragraph?: Paragraph;
}

/** `<conditionalStyle>`: attributes applied when the condition is true at fill time. */
export interface ConditionalStyle extends Located {
  condition: Expression;
  attributes: StyleAttributes;
}

/** A named report style (`<style name>`). */
export interface Style extends Located {
  name: string;
  /** Name of the parent style (`style` attribute). */
  parentStyle?: string;
  isDefault: boolean;
  attributes: StyleAttributes;
  conditionalStyles: ConditionalStyle[];
}
