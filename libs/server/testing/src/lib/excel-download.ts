import ExcelJS from 'exceljs';
import type { Test } from 'supertest';

export interface ExcelDownload {
  status: number;
  /** from Content-Disposition; empty when the answer is not a file */
  fileName: string;
  contentType: string;
  /** the first sheet's rows, header first, as cell values (empty when the status is not 200) */
  rows: unknown[][];
}

/** Sends an Excel download request (`POST <list>/excel`, `POST /api/excel`) and reads the .xlsx it answers. */
export async function downloadExcel(request: Test): Promise<ExcelDownload> {
  const res = await request.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  const contentType = String(res.headers['content-type'] ?? '');
  if (res.status !== 200) return { status: res.status, fileName: '', contentType, rows: [] };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.body as ArrayBuffer);
  const rows = book.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
  return { status: res.status, fileName: /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1] ?? '', contentType, rows };
}
