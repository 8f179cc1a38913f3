import { inflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { romeWallClockParts } from '@registro/server-kernel';

/** Where the handwritten stroke went: the page and the box [x1, y1, x2, y2], the visible signature field. */
export interface RiquadroFirma {
  pagina: number;
  rettangolo: [number, number, number, number];
}

const LARGHEZZA = 200;
const ALTEZZA = 80;
const MARGINE = 36;
const RIGA_TESTO = 14;

/** The PNG of a `data:image/png;base64,...` URL (or plain base64); null when it is not a PNG. */
export function pngDaDataUrl(value: string): Buffer | null {
  const m = /^(?:data:image\/png;base64,)?([A-Za-z0-9+/=\s]+)$/.exec(value.trim());
  if (!m) return null;
  const png = Buffer.from(m[1], 'base64');
  return png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ? png : null;
}

/** The largest side of a stroke image: a signature pad's has a few hundred pixels. */
export const LATO_MASSIMO_FIRMA_GRAFICA = 4000;

/**
 * Whether a stroke PNG is damaged or larger than a stroke can be: a side above
 * LATO_MASSIMO_FIRMA_GRAFICA (20000×20000 blank pixels are 400 KB of PNG and 3.5 GB to draw),
 * or image data that inflates beyond what its size needs. The IHDR chunk comes first in a PNG.
 */
export function pngFuoriMisura(png: Buffer): boolean {
  if (png.length < 33 || png.toString('latin1', 12, 16) !== 'IHDR') return true;
  const larghezza = png.readUInt32BE(16);
  const altezza = png.readUInt32BE(20);
  if (!larghezza || !altezza || larghezza > LATO_MASSIMO_FIRMA_GRAFICA || altezza > LATO_MASSIMO_FIRMA_GRAFICA) return true;
  const dati: Buffer[] = [];
  for (let i = 8; i + 8 <= png.length; i += 12 + png.readUInt32BE(i))
    if (png.toString('latin1', i + 4, i + 8) === 'IDAT') dati.push(png.subarray(i + 8, i + 8 + png.readUInt32BE(i)));
  try {
    // at most 8 bytes a pixel (16-bit RGBA) and a filter byte a row, with room for interlacing
    inflateSync(Buffer.concat(dati), { maxOutputLength: altezza * (larghezza * 8 + 2) + 1024 });
    return false;
  } catch {
    return true;
  }
}

/** "21/11/2026 09:30" in Italian time. */
export function dataOraItaliana(istante: Date): string {
  const p = romeWallClockParts(istante);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/**
 * Draws the handwritten stroke at the bottom of the last page, in a framed box with
 * "Firmato da <firmatario> il <data ora>" under it; the box is then the visible signature field.
 * The first signer's box is bottom-right; each further signer's (`posizione` 1, 2...) goes to its
 * left, then on a row above.
 */
export async function disegnaFirmaGrafica(doc: PDFDocument, png: Buffer, firmatario: string, istante: Date, posizione = 0): Promise<RiquadroFirma> {
  const indice = doc.getPageCount() - 1;
  const pagina = doc.getPage(indice);
  const { width } = pagina.getSize();
  const perRiga = Math.max(1, Math.floor((width - 2 * MARGINE + 8) / (LARGHEZZA + 8)));
  const x = Math.max(MARGINE, width - MARGINE - LARGHEZZA - (posizione % perRiga) * (LARGHEZZA + 8));
  const y = MARGINE + Math.floor(posizione / perRiga) * (ALTEZZA + 8);
  const immagine = await doc.embedPng(png);
  const scala = immagine.scaleToFit(LARGHEZZA - 8, ALTEZZA - RIGA_TESTO - 8);
  pagina.drawRectangle({ x, y, width: LARGHEZZA, height: ALTEZZA, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.5 });
  pagina.drawImage(immagine, { x: x + (LARGHEZZA - scala.width) / 2, y: y + RIGA_TESTO + 4, width: scala.width, height: scala.height });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const testo = `Firmato da ${firmatario} il ${dataOraItaliana(istante)}`;
  pagina.drawText(testo, { x: x + 4, y: y + 4, size: 7, font, color: rgb(0.2, 0.2, 0.2), maxWidth: LARGHEZZA - 8 });
  return { pagina: indice, rettangolo: [x, y, x + LARGHEZZA, y + ALTEZZA] };
}
