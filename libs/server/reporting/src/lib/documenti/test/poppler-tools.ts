import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function conFile<T>(pdf: Buffer, usa: (path: string) => T): T {
  const cartella = mkdtempSync(join(tmpdir(), 'pdfsig-'));
  try {
    const percorso = join(cartella, 'documento.pdf');
    writeFileSync(percorso, pdf);
    return usa(percorso);
  } finally {
    rmSync(cartella, { recursive: true, force: true });
  }
}

const run = (command: string, args: string[]) => {
  const r = spawnSync(command, args, { encoding: 'utf8' });
  return `${r.stdout}${r.stderr}`;
};

/** poppler's pdfsig report of the PDF's signatures (its exit code is ignored: the text is what we check). */
export const pdfsig = (pdf: Buffer) => conFile(pdf, (p) => run('pdfsig', [p]));

/** poppler's `pdfimages -list` of the PDF. */
export const pdfimagesList = (pdf: Buffer) => conFile(pdf, (p) => run('pdfimages', ['-list', p]));

/** The number of image rows of `pdfimages -list`. */
export const contaImmagini = (pdf: Buffer) => pdfimagesList(pdf).split('\n').filter((r) => /^\s*\d+\s+\d+\s+image\s/.test(r)).length;
