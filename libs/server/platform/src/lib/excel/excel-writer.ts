import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { romeDayParts, romeOffsetMs } from '@registro/server-kernel';
import type { ExcelCellType, ExcelColumn, ExcelSheet } from './excel-columns';

/** An .xlsx sheet has 1,048,576 rows; one is the header. */
export const EXCEL_MAX_ROWS = 1_048_575;

const NUMBER_FORMAT: Partial<Record<ExcelCellType, string>> = {
  integer: '0',
  decimal: '#,##0.########',
  money: '#,##0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm:ss',
};

/** Today in Italy as DD-MM-YYYY (spec 1 §9: the file name is a prefix plus DD-MM-YYYY .xlsx). */
export function excelFileName(prefix: string, now = new Date()): string {
  const { day, month, year } = romeDayParts(now);
  return `${prefix}${day}-${month}-${year}.xlsx`;
}

/** The value as the cell type wants it: numbers from numeric strings, Dates from ISO texts or epoch ms. */
export function cellValue(value: unknown, type: ExcelCellType = 'text'): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'integer':
    case 'decimal':
    case 'money': {
      const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
      return Number.isFinite(n) ? n : String(value);
    }
    case 'date':
    case 'datetime': {
      const d = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
      return Number.isNaN(d.getTime()) ? String(value) : excelLocalDate(d, type);
    }
    case 'boolean':
      return value === true || value === 'true' ? 'Sì' : 'No';
    default:
      // a flag in a text column still reads Italian, never true/false
      if (typeof value === 'boolean') return value ? 'Sì' : 'No';
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * Excel has no time zones: a cell holds the wall-clock time. The instant is shown as it reads in
 * Italy, so the sheet says what the screen says (the kernel's romeOffsetMs asks Intl once an hour of data).
 */
function excelLocalDate(d: Date, type: ExcelCellType): Date {
  const local = new Date(d.getTime() + romeOffsetMs(d));
  return type === 'date' ? new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())) : new Date(Math.floor(local.getTime() / 1000) * 1000);
}

/**
 * Writes the rows as one sheet to `out`, streaming (exceljs' WorkbookWriter commits each row, so
 * memory does not grow with the list). Stops at EXCEL_MAX_ROWS; returns the rows written.
 */
export async function writeExcel<Row>(
  out: Writable,
  sheet: ExcelSheet<Row>,
  rows: AsyncIterable<Row> | Iterable<Row>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet('Elenco', { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((c: ExcelColumn<Row>, i) => ({
    key: String(i),
    header: c.header,
    width: c.width ?? Math.max(12, Math.min(60, c.header.length + 4)),
    style: NUMBER_FORMAT[c.type ?? 'text'] ? { numFmt: NUMBER_FORMAT[c.type ?? 'text'] } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  let written = 0;
  for await (const row of rows) {
    if (written >= EXCEL_MAX_ROWS) break;
    worksheet.addRow(sheet.columns.map((c) => cellValue(c.value(row), c.type))).commit();
    written++;
  }
  worksheet.commit();
  await workbook.commit();
  return written;
}

/** Answers the HTTP request with the sheet as an .xlsx download. */
export async function sendExcel<Row>(res: Response, sheet: ExcelSheet<Row>, rows: AsyncIterable<Row> | Iterable<Row>): Promise<void> {
  const name = excelFileName(sheet.fileName);
  res.status(200);
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  await writeExcel(res, sheet, rows);
}
