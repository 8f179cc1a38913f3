import { inflateSync } from 'node:zlib';
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { BadRequestError } from '@registro/server-platform';

/** The largest PDF accepted: its base64 (4/3 larger) must fit the 25 MB body limit of allegati and sign. */
export const MAX_PDF_BYTES = 18 * 1024 * 1024;

/** The most the object and cross-reference streams of a PDF may inflate to, together (a real file's take a few MB). */
export const MAX_PDF_OBJECT_STREAM_BYTES = 64 * 1024 * 1024;

/**
 * Whether the object streams and cross-reference streams of the file (those pdf-lib inflates as it
 * loads it, with no limit) would inflate beyond MAX_PDF_OBJECT_STREAM_BYTES: a decompression bomb
 * of a few hundred KB would otherwise take gigabytes. Each is found by its dictionary (/Type
 * /ObjStm or /XRef, /FlateDecode) and inflated here with the remaining allowance as the limit.
 */
function pdfDecompressionBomb(pdf: Buffer): boolean {
  const testo = pdf.toString('latin1');
  let restanti = MAX_PDF_OBJECT_STREAM_BYTES;
  for (const m of testo.matchAll(/>>\s*stream(?:\r\n|\n|\r)/g)) {
    const dizionario = testo.slice(Math.max(0, testo.lastIndexOf(' obj', m.index), m.index - 4096), m.index);
    if (!/\/Type\s*\/(ObjStm|XRef)\b/.test(dizionario) || !/\/FlateDecode\b/.test(dizionario)) continue;
    try {
      restanti -= inflateSync(pdf.subarray(m.index + m[0].length), { maxOutputLength: restanti }).length;
    } catch (e) {
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
    }
  }
  return false;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a PDF sent as base64 (or a `data:application/pdf;base64,` URL): 400 when the text is
 * not base64, the file is empty, above 18 MB, does not start with %PDF-, is password-protected or
 * cannot be read (or has no page).
 */
export async function pdfFromBase64(value: string, field = 'file'): Promise<Buffer> {
  const testo = value.replace(/^data:application\/pdf;base64,/i, '').replace(/\s+/g, '');
  if (!testo) throw new BadRequestError(`Il campo ${field} è obbligatorio`);
  if (!BASE64.test(testo) || testo.length % 4 === 1) throw new BadRequestError(`Il campo ${field} deve contenere il PDF codificato in base64`);
  const pdf = Buffer.from(testo, 'base64');
  if (pdf.length > MAX_PDF_BYTES) throw new BadRequestError('Il file supera la dimensione massima di 18 MB');
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new BadRequestError('Il file non è un PDF');
  if (pdfDecompressionBomb(pdf)) throw new BadRequestError('Il PDF contiene flussi compressi che supererebbero 64 MB una volta decompressi');
  let pagine = 0;
  try {
    pagine = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
  } catch (e) {
    if (e instanceof EncryptedPDFError) throw new BadRequestError('Il PDF è protetto da password e non può essere archiviato né firmato');
    throw new BadRequestError('Il file non è un PDF leggibile');
  }
  if (!pagine) throw new BadRequestError('Il file non è un PDF leggibile');
  return pdf;
}

/** A safe file name: no folders, no control characters, at most 200 characters, ending in .pdf. */
export function pdfFileName(nomeFile: string): string {
  const nome = nomeFile.trim();
  if (!nome) throw new BadRequestError('Il campo nomeFile è obbligatorio');
  // eslint-disable-next-line no-control-regex
  if (/[\\/:*?"<>|\u0000-\u001f\u007f]/.test(nome) || nome === '.' || nome === '..')
    throw new BadRequestError('Il campo nomeFile non può contenere cartelle né i caratteri \\ / : * ? " < > |');
  const conEstensione = /\.pdf$/i.test(nome) ? nome : `${nome}.pdf`;
  if (conEstensione.length > 200) throw new BadRequestError('Il campo nomeFile deve contenere al massimo 200 caratteri');
  return conEstensione;
}
