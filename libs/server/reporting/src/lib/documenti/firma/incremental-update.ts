import type { PDFDocument } from 'pdf-lib';
import { istantanea, type PdfSnapshot } from './pdf-snapshot';

/** The offset of the last cross-reference section (the number after the last `startxref`). */
function ultimoStartxref(pdf: Buffer): number {
  const coda = pdf.subarray(Math.max(0, pdf.length - 2048)).toString('latin1');
  const m = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(coda);
  if (!m) throw new Error('startxref non trovato');
  return Number(m[1]);
}

/**
 * Appends to `originale` an incremental update (ISO 32000-1 §7.5.6) holding only the objects of
 * `doc` that are new or differ from `prima` (the snapshot taken right after loading), so earlier
 * signatures keep covering the bytes they signed. The update uses a classic xref table: the file
 * it extends must use one too (our first signature saves with useObjectStreams: false).
 */
export function saveIncremental(originale: Buffer, doc: PDFDocument, prima: PdfSnapshot): Buffer {
  const dopo = istantanea(doc);
  const cambiati = [...dopo.entries()].filter(([k, v]) => !prima.get(k)?.equals(v));
  const base = originale.length + 1;
  const parti: Buffer[] = [Buffer.from('\n')];
  let posizione = base;
  const offset = new Map<number, { gen: number; pos: number }>();
  for (const [chiave, corpo] of cambiati) {
    const [num, gen] = chiave.split(' ').map(Number);
    const testo = Buffer.concat([Buffer.from(`${num} ${gen} obj\n`), corpo, Buffer.from('\nendobj\n')]);
    offset.set(num, { gen, pos: posizione });
    parti.push(testo);
    posizione += testo.length;
  }
  const xref = ['xref'];
  for (const num of [...offset.keys()].sort((a, b) => a - b)) {
    const { gen, pos } = offset.get(num)!;
    xref.push(`${num} 1`, `${String(pos).padStart(10, '0')} ${String(gen).padStart(5, '0')} n\r`);
  }
  const trailer = doc.context.trailerInfo;
  const voci = [`/Size ${doc.context.largestObjectNumber + 1}`, `/Root ${trailer.Root}`, `/Prev ${ultimoStartxref(originale)}`];
  if (trailer.Info) voci.push(`/Info ${trailer.Info}`);
  if (trailer.ID) voci.push(`/ID ${trailer.ID}`);
  parti.push(Buffer.from(`${xref.join('\n')}\ntrailer\n<< ${voci.join(' ')} >>\nstartxref\n${posizione}\n%%EOF\n`, 'latin1'));
  return Buffer.concat([originale, ...parti]);
}
