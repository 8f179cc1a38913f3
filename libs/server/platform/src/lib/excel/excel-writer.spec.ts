import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { column, type ExcelSheet } from './excel-columns';
import { cellValue, excelFileName, writeExcel } from './excel-writer';

interface Riga {
  id: number;
  nome: string;
  importo: string;
  creato: string;
  attivo: boolean;
}

const foglio: ExcelSheet<Riga> = {
  fileName: 'Elenco_',
  columns: [
    column('Id', 'id', 'integer'),
    column('Nome', 'nome'),
    column('Importo', 'importo', 'money'),
    column('Data Creazione', 'creato', 'datetime'),
    column('Attivo', 'attivo', 'boolean'),
  ],
};

async function* righe(n: number): AsyncGenerator<Riga> {
  for (let i = 1; i <= n; i++)
    yield { id: i, nome: `Riga ${i}`, importo: (i * 1.1).toFixed(2), creato: '2026-07-01T08:30:00Z', attivo: i % 2 === 0 };
}

async function writeAndRead(n: number): Promise<{ scritte: number; foglio: ExcelJS.Worksheet }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const scritte = await writeExcel(out, foglio, righe(n));
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return { scritte, foglio: libro.worksheets[0] };
}

describe('writeExcel', () => {
  it('writes the Italian titles and every row with typed cells', async () => {
    const { scritte, foglio: letto } = await writeAndRead(2500);
    expect(scritte).toBe(2500);
    expect(letto.rowCount).toBe(2501);
    expect(letto.getRow(1).values).toEqual([undefined, 'Id', 'Nome', 'Importo', 'Data Creazione', 'Attivo']);
    const riga = letto.getRow(3);
    expect(riga.getCell(1).value).toBe(2);
    expect(riga.getCell(3).value).toBe(2.2);
    expect(riga.getCell(3).numFmt).toBe('#,##0.00');
    // 08:30 UTC is 10:30 in Rome in July: the sheet shows the Italian wall clock
    expect(riga.getCell(4).value).toEqual(new Date(Date.UTC(2026, 6, 1, 10, 30, 0)));
    expect(riga.getCell(5).value).toBe('Sì');
  });
});

describe('excel helpers', () => {
  it('names the file prefix + DD-MM-YYYY.xlsx in Italian time', () => {
    expect(excelFileName('Utenti_', new Date('2026-12-31T23:30:00Z'))).toBe('Utenti_01-01-2027.xlsx');
  });

  it('writes instants as the wall-clock time in Rome, on both sides of the DST changes', () => {
    const wall = (iso: string, type: 'date' | 'datetime' = 'datetime') => (cellValue(iso, type) as Date).toISOString();
    expect(wall('2026-03-29T00:30:00.000Z')).toBe('2026-03-29T01:30:00.000Z'); // CET, +1
    expect(wall('2026-03-29T01:30:00.000Z')).toBe('2026-03-29T03:30:00.000Z'); // CEST, +2
    expect(wall('2026-10-25T00:30:00.000Z')).toBe('2026-10-25T02:30:00.000Z'); // still CEST
    expect(wall('2026-10-25T01:30:00.000Z')).toBe('2026-10-25T02:30:00.000Z'); // CET again
    expect(wall('2026-07-01T10:15:42.987Z')).toBe('2026-07-01T12:15:42.000Z');
    expect(wall('2026-11-24T23:30:00.000Z', 'date')).toBe('2026-11-25T00:00:00.000Z');
  });

  it('keeps what cannot be typed as text instead of failing', () => {
    expect(cellValue('non un numero', 'money')).toBe('non un numero');
    expect(cellValue('ieri', 'date')).toBe('ieri');
    expect(cellValue('', 'integer')).toBeNull();
    expect(cellValue({ a: 1 })).toBe('{"a":1}');
    expect([cellValue(true), cellValue(false)]).toEqual(['Sì', 'No']);
  });
});
