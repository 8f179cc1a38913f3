import type { LineSpacing } from '../model';
import { pt } from './css-values';
import type { PrintFont, PrintParagraph } from '../print';

interface KnownFont {
  /** The installed family Chromium prints the glyphs with. */
  family: string;
  /** (ascent + descent + line gap) / em: the height of one "Single" line as a factor of the size. */
  lineHeight: number;
}

const dejaVuSans: KnownFont = { family: 'DejaVu Sans', lineHeight: 1.164 };
const dejaVuSerif: KnownFont = { family: 'DejaVu Serif', lineHeight: 1.164 };
const dejaVuMono: KnownFont = { family: 'DejaVu Sans Mono', lineHeight: 1.164 };
const liberationSans: KnownFont = {
  family: 'Liberation Sans',
  lineHeight: 1.15,
};
const liberationSerif: KnownFont = {
  family: 'Liberation Serif',
  lineHeight: 1.15,
};
const liberationMono: KnownFont = {
  family: 'Liberation Mono',
  lineHeight: 1.133,
};

/**
 * Java's logical fonts: measured (line breaks, line height) with DejaVu as a JVM on Linux does,
 * but printed as JasperReports' PDF exporter prints a font without a font extension: with the
 * standard PDF fonts (Helvetica, Times, Courier), here their metric-compatible Liberation fonts.
 */
const logical = (measured: KnownFont, printed: KnownFont): KnownFont => ({
  family: printed.family,
  lineHeight: measured.lineHeight,
});

/**
 * Java's logical fonts map to DejaVu on Linux (as a JVM there does); the common PDF/Windows
 * families map to their metric-compatible Liberation fonts. Keys are lower case.
 */
const knownFonts: Record<string, KnownFont> = {
  sansserif: logical(dejaVuSans, liberationSans),
  dialog: logical(dejaVuSans, liberationSans),
  'dejavu sans': dejaVuSans,
  serif: logical(dejaVuSerif, liberationSerif),
  'dejavu serif': dejaVuSerif,
  monospaced: logical(dejaVuMono, liberationMono),
  dialoginput: logical(dejaVuMono, liberationMono),
  'dejavu sans mono': dejaVuMono,
  arial: liberationSans,
  helvetica: liberationSans,
  'liberation sans': liberationSans,
  'times new roman': liberationSerif,
  times: liberationSerif,
  'times-roman': liberationSerif,
  'liberation serif': liberationSerif,
  'courier new': liberationMono,
  courier: liberationMono,
  'liberation mono': liberationMono,
};

/** Font-extension names of common CJK fonts: printed with the family when installed. */
const aliases: Record<string, string> = {
  ipaexg: 'IPAexGothic',
  ipaexm: 'IPAexMincho',
  ipag: 'IPAGothic',
  ipam: 'IPAMincho',
};

function knownFont(name: string): KnownFont | undefined {
  const key = name.trim().toLowerCase();
  return Object.prototype.hasOwnProperty.call(knownFonts, key)
    ? knownFonts[key]
    : undefined;
}

/** CSS font-family list for a template font name; unknown names fall back to DejaVu Sans. */
export function cssFontFamily(name: string): string {
  const known = knownFont(name);
  if (known) return `"${known.family}"`;
  const key = name.trim().toLowerCase();
  const alias = Object.prototype.hasOwnProperty.call(aliases, key)
    ? aliases[key]
    : name;
  // Only characters that cannot end the quoted CSS string or the HTML attribute.
  const cleaned = alias.replace(/[^\p{L}\p{N} _-]/gu, '').trim();
  return cleaned ? `"${cleaned}", "DejaVu Sans", sans-serif` : '"DejaVu Sans"';
}

/** Height of one "Single" line of this font, in points. */
export function singleLineHeight(font: PrintFont): number {
  return (
    (knownFont(font.name)?.lineHeight ?? dejaVuSans.lineHeight) * font.size
  );
}

/** CSS line-height for a paragraph's line spacing (JasperReports' LineSpacingEnum). */
export function cssLineHeight(
  font: PrintFont,
  paragraph: PrintParagraph,
): string | undefined {
  const single = singleLineHeight(font);
  const size = paragraph.lineSpacingSize;
  const factors: Partial<Record<LineSpacing, number>> = {
    '1_1_2': 1.5,
    Double: 2,
  };
  switch (paragraph.lineSpacing) {
    case 'Single':
      return undefined;
    case 'Proportional':
      return size === undefined ? undefined : pt(single * size);
    case 'Fixed':
      return size === undefined ? undefined : pt(size);
    case 'AtLeast':
      return pt(Math.max(single, size ?? 0));
    default:
      return pt(single * (factors[paragraph.lineSpacing] ?? 1));
  }
}
