/// <reference path="./opentype-js.d.ts" />
import { readFileSync } from 'node:fs';
import { parse, type Font } from 'opentype.js';
import type { PrintFont } from '../../print';
import { fontFile } from './font-files';

/**
 * Horizontal advances and vertical metrics of one font face at one size, in points, as Java's
 * AWT reports them for TrueType fonts (hhea ascender, descender and line gap; fractional
 * advances, no kerning).
 */
export interface FontMetrics {
  ascent: number;
  descent: number;
  leading: number;
  /** Advance width of a string. */
  width(text: string): number;
}

const faces = new Map<string, Font | null>();

function face(file: string | undefined): Font | null {
  if (!file) return null;
  let font = faces.get(file);
  if (font === undefined) {
    try {
      const bytes = readFileSync(file);
      font = parse(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
      );
    } catch {
      font = null;
    }
    faces.set(file, font);
  }
  return font;
}

/** Unit advances per character of a face (cached: reports measure the same letters often). */
const advances = new WeakMap<Font, Map<string, number>>();

function unitAdvance(font: Font, char: string): number {
  let cache = advances.get(font);
  if (!cache) {
    cache = new Map();
    advances.set(font, cache);
  }
  let advance = cache.get(char);
  if (advance === undefined) {
    advance = font.charToGlyph(char).advanceWidth ?? 0;
    cache.set(char, advance);
  }
  return advance;
}

/**
 * Metrics of the installed face for a print font. Without the font files (a machine without
 * DejaVu/Liberation) an approximation keeps filling possible: half an em per character and
 * DejaVu's vertical metrics.
 */
export function fontMetrics(font: PrintFont): FontMetrics {
  const loaded = face(fontFile(font.name, font.bold, font.italic));
  const size = font.size;
  if (!loaded)
    return {
      ascent: (1901 / 2048) * size,
      descent: (483 / 2048) * size,
      leading: 0,
      width: (text) => [...text].length * 0.55 * size,
    };
  const scale = size / loaded.unitsPerEm;
  return {
    ascent: loaded.ascender * scale,
    descent: -loaded.descender * scale,
    leading: (loaded.tables.hhea?.lineGap ?? 0) * scale,
    width(text) {
      let units = 0;
      for (const char of text) units += unitAdvance(loaded, char);
      return units * scale;
    },
  };
}
