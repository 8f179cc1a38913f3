import { createDeflate, createGzip } from 'node:zlib';
import { greyscalePng } from './test-pdf';

/** `bytes` copies of `byte` compressed as gzip or zlib (FlateDecode), streamed: about a thousandth of the size, never the whole in memory. */
export function compressedRepeats(bytes: number, format: 'gzip' | 'deflate', byte = 0): Promise<Buffer> {
  const block = Buffer.alloc(1 << 20, byte);
  const stream = format === 'gzip' ? createGzip({ level: 9 }) : createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  stream.on('data', (p: Buffer) => parts.push(p));
  return new Promise((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(parts))).on('error', reject);
    let written = 0;
    const writeMore = (): void => {
      while (written < bytes) {
        const n = Math.min(block.length, bytes - written);
        written += n;
        if (!stream.write(block.subarray(0, n))) {
          stream.once('drain', writeMore);
          return;
        }
      }
      stream.end();
    };
    writeMore();
  });
}

/** A greyscale PNG of width × height blank pixels: a few hundred KB that decode to width × height bytes (and 4× that as RGBA). */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  return greyscalePng(width, height, await compressedRepeats(height * (width + 1), 'deflate'));
}

/**
 * A one-page PDF holding an object stream (/Type /ObjStm, FlateDecode) that inflates to `bytes`
 * bytes: a PDF reader decodes object streams when it loads the file.
 */
export async function pdfObjectStreamBomb(bytes: number): Promise<Buffer> {
  const bomba = await compressedRepeats(bytes, 'deflate', 0x20);
  const oggetti = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  const posizioni: number[] = [];
  let lunghezza = parts[0].length;
  const aggiungi = (b: Buffer) => {
    parts.push(b);
    lunghezza += b.length;
  };
  oggetti.forEach((o, i) => {
    posizioni.push(lunghezza);
    aggiungi(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1'));
  });
  posizioni.push(lunghezza);
  aggiungi(Buffer.from(`4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length ${bomba.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'));
  aggiungi(bomba);
  aggiungi(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = posizioni.map((p) => `${String(p).padStart(10, '0')} 00000 n \n`).join('');
  aggiungi(Buffer.from(`xref\n0 5\n0000000000 65535 f \n${xref}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${lunghezza}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
