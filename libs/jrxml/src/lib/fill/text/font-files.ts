import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Font file names (regular, bold, italic, bold italic) of the families Chromium prints with. */
interface FontFiles {
  folder: string;
  files: [string, string, string, string];
}

const dejaVuSans: FontFiles = {
  folder: 'dejavu',
  files: [
    'DejaVuSans.ttf',
    'DejaVuSans-Bold.ttf',
    'DejaVuSans-Oblique.ttf',
    'DejaVuSans-BoldOblique.ttf',
  ],
};
const dejaVuSerif: FontFiles = {
  folder: 'dejavu',
  files: [
    'DejaVuSerif.ttf',
    'DejaVuSerif-Bold.ttf',
    'DejaVuSerif-Italic.ttf',
    'DejaVuSerif-BoldItalic.ttf',
  ],
};
const dejaVuMono: FontFiles = {
  folder: 'dejavu',
  files: [
    'DejaVuSansMono.ttf',
    'DejaVuSansMono-Bold.ttf',
    'DejaVuSansMono-Oblique.ttf',
    'DejaVuSansMono-BoldOblique.ttf',
  ],
};
const liberation = (name: string): FontFiles => ({
  folder: 'liberation',
  files: [
    `Liberation${name}-Regular.ttf`,
    `Liberation${name}-Bold.ttf`,
    `Liberation${name}-Italic.ttf`,
    `Liberation${name}-BoldItalic.ttf`,
  ],
});

/**
 * The same mapping as html/font-families.ts (what Chromium prints with): Java's logical fonts
 * are DejaVu, the common PDF/Windows families their metric-compatible Liberation fonts; any
 * other name prints (and is measured) as DejaVu Sans.
 */
const families: Record<string, FontFiles> = {
  sansserif: dejaVuSans,
  dialog: dejaVuSans,
  'dejavu sans': dejaVuSans,
  serif: dejaVuSerif,
  'dejavu serif': dejaVuSerif,
  monospaced: dejaVuMono,
  dialoginput: dejaVuMono,
  'dejavu sans mono': dejaVuMono,
  arial: liberation('Sans'),
  helvetica: liberation('Sans'),
  'liberation sans': liberation('Sans'),
  'times new roman': liberation('Serif'),
  times: liberation('Serif'),
  'times-roman': liberation('Serif'),
  'liberation serif': liberation('Serif'),
  'courier new': liberation('Mono'),
  courier: liberation('Mono'),
  'liberation mono': liberation('Mono'),
};

const FONT_FOLDERS = [
  process.env['JRXML_FONTS_DIR'],
  '/usr/share/fonts/truetype',
  '/usr/share/fonts',
  '/usr/local/share/fonts',
].filter((folder): folder is string => !!folder);

/** The TrueType file for a template font, or undefined when it is not installed. */
export function fontFile(
  name: string,
  bold: boolean,
  italic: boolean,
): string | undefined {
  const key = name.trim().toLowerCase();
  const family = Object.prototype.hasOwnProperty.call(families, key)
    ? families[key]
    : dejaVuSans;
  const file = family.files[(bold ? 1 : 0) + (italic ? 2 : 0)];
  for (const folder of FONT_FOLDERS) {
    for (const candidate of [
      join(folder, family.folder, file),
      join(folder, file),
    ])
      if (existsSync(candidate)) return candidate;
  }
  return undefined;
}
