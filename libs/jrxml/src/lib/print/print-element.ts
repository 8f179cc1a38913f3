import type {
  HorizontalImageAlign,
  HorizontalTextAlign,
  PrintBox,
  PrintFont,
  PrintParagraph,
  PrintPen,
  Rotation,
  ScaleImage,
  VerticalImageAlign,
  VerticalTextAlign,
} from './print-style';

/**
 * What every printed element has. Coordinates are in points: relative to the page's top-left
 * corner for page elements, relative to the frame's top-left corner for a frame's children.
 */
export interface PrintElementBase {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The design element's `key`, when it has one (useful in tests and for debugging). */
  key?: string;
  /** Opaque: paint `backcolor` behind the element; Transparent: paint nothing behind it. */
  mode: 'Opaque' | 'Transparent';
  /** "#RRGGBB": text colour, default stroke colour. */
  forecolor: string;
  /** "#RRGGBB": painted only when mode is Opaque. */
  backcolor: string;
}

/** Static text or a filled text field. */
export interface PrintText extends PrintElementBase {
  kind: 'text';
  /** The final text (patterns applied); may contain "\n". With markup "html", HTML source. */
  text: string;
  /** "none" | "styled" | "html" | "rtf" (only "none" and "html" are produced for now). */
  markup: string;
  /**
   * The lines to print, top to bottom, as the filler broke them (markup "none" only): computed
   * at fill time with the metrics of the installed font Chromium prints with (DejaVu /
   * Liberation, see html/font-families.ts), wrapped at spaces and hyphens as JasperReports'
   * TextMeasurer does, already cut to the lines that fit the element (or, for a text split
   * across pages, the part printed here). A renderer prints exactly these lines, one per row,
   * without wrapping again; each row is one "Single" line high (ascent + descent of the
   * font, html singleLineHeight) times the paragraph's line spacing, the first row starting
   * at the top padding. Absent: the renderer wraps `text` itself.
   */
  lines?: string[];
  font: PrintFont;
  hTextAlign: HorizontalTextAlign;
  vTextAlign: VerticalTextAlign;
  rotation: Rotation;
  paragraph: PrintParagraph;
  box: PrintBox;
  /** Link target of a text field with a hyperlink (Reference type), when any. */
  hyperlink?: string;
}

export interface PrintLine extends PrintElementBase {
  kind: 'line';
  /** TopDown: from (x, y) to (x+width, y+height); BottomUp: from (x, y+height) to (x+width, y). */
  direction: 'TopDown' | 'BottomUp';
  pen: PrintPen;
}

export interface PrintRectangle extends PrintElementBase {
  kind: 'rectangle';
  /** Corner radius in points (0: square corners). */
  radius: number;
  pen: PrintPen;
}

export interface PrintEllipse extends PrintElementBase {
  kind: 'ellipse';
  pen: PrintPen;
}

export interface PrintImage extends PrintElementBase {
  kind: 'image';
  /** "data:image/png;base64,..." ; absent when the image could not be loaded (onErrorType Blank). */
  dataUrl?: string;
  scaleImage: ScaleImage;
  hImageAlign: HorizontalImageAlign;
  vImageAlign: VerticalImageAlign;
  box: PrintBox;
}

/** A frame: a box whose children are positioned relative to its top-left corner. */
export interface PrintFrame extends PrintElementBase {
  kind: 'frame';
  box: PrintBox;
  children: PrintElement[];
}

export type PrintElement =
  | PrintText
  | PrintLine
  | PrintRectangle
  | PrintEllipse
  | PrintImage
  | PrintFrame;
