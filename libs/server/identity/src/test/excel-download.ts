import ExcelJS from 'exceljs';
import type { Test } from 'supertest';

/** Sends an Excel download request and answers its status, file name and the sheet's rows (header first). */
export async function downloadExcel(request: Test): Promise<{ status: number; fileName: string; rows: unknown[][] }> {
  const res = await request.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  if (res.status !== 200) return { status: res.status, fileName: '', rows: [] };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.body as ArrayBuffer);
  const rows = book.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
  return { status: res.status, fileName: /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1] ?? '', rows };
}
