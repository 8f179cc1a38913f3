import { FillError } from './fill-error';

export interface CsvOptions {
  /** Column names when the text has no header row (JasperReports' `columnNames`). */
  columnNames?: string[];
  /** Read the column names from the first row. */
  useFirstRowAsHeader?: boolean;
  fieldDelimiter?: string;
}

/** Splits CSV text into rows: quoted values may contain delimiters, newlines and "" quotes. */
function csvRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(value);
      value = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += char;
  }
  if (quoted) throw new FillError('CSV non valido: virgolette non chiuse');
  if (value !== '' || row.length > 0) {
    row.push(value);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** Reads CSV text into records keyed by column name (values stay strings; empty → null). */
export function csvRecords(
  text: string,
  options: CsvOptions = {},
): Record<string, string | null>[] {
  const rows = csvRows(text, options.fieldDelimiter ?? ',');
  const header = options.useFirstRowAsHeader
    ? (rows.shift() ?? [])
    : options.columnNames;
  if (!header)
    throw new FillError(
      'CSV: indicare i nomi delle colonne o usare la prima riga come intestazione',
    );
  return rows.map((cells) =>
    Object.fromEntries(
      header.map((name, i) => [
        name,
        cells[i] === undefined || cells[i] === '' ? null : cells[i],
      ]),
    ),
  );
}
