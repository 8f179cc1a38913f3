import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One word as `pdftotext -bbox` reports it: page from 1, box in points from the top-left corner. */
export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface PdfLayout {
  pages: { width: number; height: number }[];
  words: PdfWord[];
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Pages and word boxes of a PDF file (a user password opens encrypted files). */
export function layoutOfFile(file: string, userPassword?: string): PdfLayout {
  const args = userPassword ? ['-upw', userPassword] : [];
  const xhtml = execFileSync('pdftotext', [...args, '-bbox', file, '-'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const layout: PdfLayout = { pages: [], words: [] };
  const tag =
    /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g;
  for (let match = tag.exec(xhtml); match; match = tag.exec(xhtml)) {
    if (match[1] !== undefined) {
      layout.pages.push({ width: Number(match[1]), height: Number(match[2]) });
    } else {
      layout.words.push({
        page: layout.pages.length,
        text: decodeEntities(match[7]),
        xMin: Number(match[3]),
        yMin: Number(match[4]),
        xMax: Number(match[5]),
        yMax: Number(match[6]),
      });
    }
  }
  return layout;
}

/** Layout of PDF bytes. */
export function layoutOf(pdf: Uint8Array): PdfLayout {
  const folder = mkdtempSync(path.join(tmpdir(), 'jrxml-samples-'));
  try {
    const file = path.join(folder, 'report.pdf');
    writeFileSync(file, pdf);
    return layoutOfFile(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The plain text of a PDF, page after page (form feeds between pages), reading order. */
export function textOf(pdf: Uint8Array): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'jrxml-samples-'));
  try {
    const file = path.join(folder, 'report.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Writes the PDF and its pages as PNGs at 60 dpi (`<name>.pdf`, `<name>-<page>.png`) into `folder`. */
export function savePreview(
  pdf: Uint8Array,
  folder: string,
  name: string,
): void {
  // Pages of an earlier run that had more of them must not linger.
  const page = new RegExp(`^${name.replace(/[^\w-]/g, '')}-\\d+\\.png$`);
  for (const old of readdirSync(folder))
    if (page.test(old)) rmSync(path.join(folder, old));
  const file = path.join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '60', '-png', file, path.join(folder, name)]);
}
