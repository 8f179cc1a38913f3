import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString, PDFHexString } from 'pdf-lib';

function fieldsOf(doc: PDFDocument): PDFDict[] {
  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const fields = acroForm?.lookupMaybe(PDFName.of('Fields'), PDFArray);
  if (!fields) return [];
  return fields.asArray().map((r) => doc.context.lookup(r)).filter((d): d is PDFDict => d instanceof PDFDict);
}

function nome(field: PDFDict): string | undefined {
  const t = field.get(PDFName.of('T'));
  return t instanceof PDFString || t instanceof PDFHexString ? t.decodeText() : undefined;
}

/** How many signed signature fields the PDF carries (when any, only incremental updates keep them valid). */
export function contaFirme(doc: PDFDocument): number {
  return fieldsOf(doc).filter((c) => c.get(PDFName.of('FT')) === PDFName.of('Sig') && !!c.get(PDFName.of('V'))).length;
}

/** `richiesto`, or `richiesto_2`, `_3`... when a field with that name already exists. */
export function freeFieldName(doc: PDFDocument, richiesto: string): string {
  const presenti = new Set(fieldsOf(doc).map(nome));
  if (!presenti.has(richiesto)) return richiesto;
  for (let i = 2; ; i++) if (!presenti.has(`${richiesto}_${i}`)) return `${richiesto}_${i}`;
}

/** Names the last field of the AcroForm (the one the placeholder just added). */
export function renameLastField(doc: PDFDocument, nuovoNome: string): void {
  const tutti = fieldsOf(doc);
  const ultimo = tutti[tutti.length - 1];
  ultimo?.set(PDFName.of('T'), PDFString.of(nuovoNome));
}
