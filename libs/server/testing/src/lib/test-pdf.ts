import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A small PDF with `pages` pages of text. */
export async function testPdf(title = 'Referto di prova', pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`${title} - pagina ${i}`, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await doc.save());
}

/** The data URL of a 120x40 PNG: a dark diagonal stroke on white, standing for a handwritten signature. */
export function testSignatureStroke(): string {
  return `data:image/png;base64,${strokePng(120, 40).toString('base64')}`;
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([length, td, crc]);
}

/** An 8-bit greyscale PNG with a thick diagonal line. */
export function strokePng(width: number, height: number): Buffer {
  const scanlines: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const line = Buffer.alloc(width + 1, 255);
    line[0] = 0;
    for (let x = 0; x < width; x++) if (Math.abs(x / width - y / height) < 0.04) line[x + 1] = 20;
    scanlines.push(line);
  }
  return greyscalePng(width, height, deflateSync(Buffer.concat(scanlines)));
}

/** An 8-bit greyscale PNG of the given size whose image data is `idat` (the zlib-compressed scanlines). */
export function greyscalePng(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
