/** The part of opentype.js (MIT, no bundled types) the text measurer uses. */
declare module 'opentype.js' {
  export interface Glyph {
    advanceWidth?: number;
  }
  export interface Font {
    unitsPerEm: number;
    ascender: number;
    descender: number;
    tables: { hhea?: { lineGap?: number } };
    charToGlyph(char: string): Glyph;
    hasChar(char: string): boolean;
  }
  export function parse(buffer: ArrayBuffer): Font;
}
