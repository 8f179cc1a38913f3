import { Children, isValidElement, type ReactNode } from 'react';
import { DataTable } from 'primereact/datatable';
import { useListExcel } from '../excel/excel-context';
import { downloadRowsExcel, type ExcelColumn } from '../excel/excel';
import { useListTableLook } from '../list-table/use-list-table-look';
import { IMPILATA_SU_TELEFONO } from '../lazy-table/stacked-on-phone';

export interface ClientTableProps<T> {
  /** every row: the table pages them itself */
  value: T[];
  /** rows per page */
  rows: number;
  loading?: boolean;
  dataKey?: string;
  ariaLabel?: string;
  /**
   * "Scarica Excel" in the page's toolbar: POST /api/excel with every row. `nomeFile` is the file
   * prefix (default: the label), `colonne` the exported columns (default: the <Column>s with a
   * `field` and a text `header`). `false` hides it.
   */
  excel?: { nomeFile?: string; colonne?: ExcelColumn[] } | false;
  /** PrimeReact <Column> elements */
  children: ReactNode;
  /** on a phone (up to 600 px) each row is a card of its cells, each named by its column: nothing off-screen (default; false keeps the table, scrolled sideways) */
  impilaSuTelefono?: boolean;
}

/** The <Column>s that name a row field and have a text header, as Excel columns. */
export function excelColumnsOf(children: ReactNode): ExcelColumn[] {
  return Children.toArray(children).flatMap((figlio) => {
    if (!isValidElement<{ field?: unknown; header?: unknown }>(figlio)) return [];
    const { field, header } = figlio.props;
    return typeof field === 'string' && typeof header === 'string' && header ? [{ titolo: header, campo: field }] : [];
  });
}

/** A client-paged list: all rows arrive at once, the table shows them a page at a time (same look as LazyTable). */
export function ClientTable<T extends object>({ value, rows, loading, dataKey = 'id', ariaLabel, excel, children, impilaSuTelefono = true }: ClientTableProps<T>) {
  const look = useListTableLook();
  useListExcel(
    excel === false
      ? undefined
      : () => downloadRowsExcel(excel?.nomeFile ?? `${ariaLabel ?? 'Elenco'}_`, excel?.colonne ?? excelColumnsOf(children), value),
  );
  return (
    <DataTable<T[]>
      value={value}
      paginator
      rows={rows}
      loading={loading}
      dataKey={dataKey}
      {...look}
      {...(impilaSuTelefono ? IMPILATA_SU_TELEFONO : {})}
      aria-label={ariaLabel}
      pt={{ table: { 'aria-label': ariaLabel } }}
    >
      {children}
    </DataTable>
  );
}
