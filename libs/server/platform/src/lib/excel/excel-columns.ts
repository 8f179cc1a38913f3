/** How a cell is written: typed cells, so dates sort as dates and amounts sum in Excel. */
export type ExcelCellType = 'text' | 'integer' | 'decimal' | 'money' | 'date' | 'datetime' | 'boolean';

/** One column of an exported list: the Italian title the screen shows and how to read the value. */
export interface ExcelColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
  type?: ExcelCellType;
  /** characters; default from the header */
  width?: number;
}

/** An exported list: the file name prefix (the date DD-MM-YYYY and .xlsx are appended) and the columns. */
export interface ExcelSheet<Row> {
  fileName: string;
  columns: ExcelColumn<Row>[];
}

/** Shorthand for a column that reads one field of the row. */
export function column<Row>(header: string, field: keyof Row & string, type: ExcelCellType = 'text', width?: number): ExcelColumn<Row> {
  return { header, value: (row) => row[field], type, width };
}
