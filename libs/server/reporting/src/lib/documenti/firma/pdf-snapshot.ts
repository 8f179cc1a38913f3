import { PDFDocument, PDFRef } from 'pdf-lib';

/** Each indirect object of a loaded PDF as it serializes now, keyed by "numero generazione". */
export type PdfSnapshot = Map<string, Buffer>;

export const chiaveRef = (ref: PDFRef) => `${ref.objectNumber} ${ref.generationNumber}`;

export function istantanea(doc: PDFDocument): PdfSnapshot {
  const mappa: PdfSnapshot = new Map();
  for (const [ref, obj] of doc.context.enumerateIndirectObjects()) {
    const bytes = new Uint8Array(obj.sizeInBytes());
    obj.copyBytesInto(bytes, 0);
    mappa.set(chiaveRef(ref), Buffer.from(bytes));
  }
  return mappa;
}
