import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** A one-page A4 report to archive and sign. */
export async function pdfDiProva(titolo: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const pagina = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const grassetto = await doc.embedFont(StandardFonts.HelveticaBold);
  pagina.drawText('Struttura Sanitaria E2E', { x: 56, y: 780, size: 11, font: grassetto, color: rgb(0.1, 0.2, 0.5) });
  pagina.drawText(titolo, { x: 56, y: 740, size: 18, font: grassetto });
  const righe = ['Paziente: Mario Rossi', 'Esame: visita di controllo', 'Esito: nella norma', 'Il medico refertante'];
  righe.forEach((riga, i) => pagina.drawText(riga, { x: 56, y: 700 - i * 22, size: 12, font }));
  return Buffer.from(await doc.save());
}
