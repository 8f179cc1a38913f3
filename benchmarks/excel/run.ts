/**
 * npm run bench:excel — the Excel download of a server-paged list: 100,000 rows written through
 * the platform's writeExcel (typed cells: integers, Rome wall-clock date-times, amounts) and, side
 * by side on the same rows, plain exceljs' streaming WorkbookWriter adding the raw values. Both
 * write to a counting sink (no disk). One JSON line: median and p95 ms of BENCH_RUNS runs each
 * (after one warm-up), rows/s, the file size, the process's peak RSS and the ratio.
 *
 * Environment: BENCH_EXCEL_ROWS (default 100000), BENCH_RUNS (default 5).
 */
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { column, writeExcel, type ExcelSheet } from '@registro/server-platform';

type Row = { id: number; username: string; descrizione: string; dataOra: string; importo: string };

const righe = Number(process.env['BENCH_EXCEL_ROWS'] ?? 100_000);
const runs = Number(process.env['BENCH_RUNS'] ?? 5);

function* rows(n: number): Generator<Row> {
  for (let i = 1; i <= n; i++)
    yield {
      id: i,
      username: `utente${i % 500}`,
      descrizione: `Modifica del record ${i} nella sezione printserver`,
      dataOra: new Date(1_790_000_000_000 + i * 60_000).toISOString(),
      importo: (i * 1.37).toFixed(2),
    };
}

const sheet: ExcelSheet<Row> = {
  fileName: 'Log_',
  columns: [
    column('Id', 'id', 'integer'),
    column('Username', 'username'),
    column('Descrizione', 'descrizione'),
    column('Data Ora', 'dataOra', 'datetime'),
    column('Importo', 'importo', 'money'),
  ],
};

function sink(): { out: Writable; bytes: () => number } {
  let bytes = 0;
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { out, bytes: () => bytes };
}

async function registro(): Promise<number> {
  const s = sink();
  await writeExcel(s.out, sheet, rows(righe));
  return s.bytes();
}

async function plainExceljs(): Promise<number> {
  const s = sink();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: s.out, useStyles: false, useSharedStrings: false });
  const worksheet = workbook.addWorksheet('Elenco');
  worksheet.addRow(sheet.columns.map((c) => c.header)).commit();
  for (const r of rows(righe)) worksheet.addRow([r.id, r.username, r.descrizione, r.dataOra, r.importo]).commit();
  worksheet.commit();
  await workbook.commit();
  return s.bytes();
}

async function measure(write: () => Promise<number>): Promise<{ medianMs: number; p95Ms: number; rowsPerSecond: number; fileMB: number }> {
  await write();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    bytes = await write();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)];
  return {
    medianMs: Math.round(medianMs),
    p95Ms: Math.round(times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)]),
    rowsPerSecond: Math.round((righe / medianMs) * 1000),
    fileMB: Math.round((bytes / 1e6) * 10) / 10,
  };
}

async function main(): Promise<void> {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const ours = await measure(registro);
  const plain = await measure(plainExceljs);
  clearInterval(timer);
  console.log(
    JSON.stringify({
      workload: 'excel-download',
      rows: righe,
      runs,
      registro: ours,
      plainExceljs: plain,
      ratioToPlain: Math.round((plain.medianMs / ours.medianMs) * 100) / 100,
      peakRssMB: Math.round(peak / 1e6),
    }),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
