import type { CSSProperties, ReactNode } from 'react';
import { DataTable } from 'primereact/datatable';
import { useListTableLook } from '../list-table/use-list-table-look';
import { IMPILATA_SU_TELEFONO } from '../lazy-table/stacked-on-phone';

export interface DetailTableProps<T> {
  /** every row, as the page has them */
  value: T[];
  /** the table's name for screen readers (and its <table>) */
  ariaLabel: string;
  dataKey?: string;
  loading?: boolean;
  /** with more rows than this, a page at a time (default: all at once) */
  righePerPagina?: number;
  /** default: "Nessun risultato" */
  emptyMessage?: string;
  className?: string;
  /** cells that hold form fields: rendered again with the form (PrimeReact keeps cells as they were otherwise) */
  conCampi?: boolean;
  /** a picker: one row is chosen by clicking it */
  scelta?: { riga: T | null; cambia: (riga: T | null) => void };
  /** a box of this height whose rows scroll under their header (a long picker beside its form); on a phone its rows are cards too */
  altezza?: string;
  /** PrimeReact <Column> elements */
  children: ReactNode;
}

/**
 * A table that is part of a form, a dialog or a view page, not a list of its own: its rows come
 * with the record (a document's lines, a record's notes, a task's runs), so it has no filters, no
 * "Scarica Excel" and, unless asked, no pages. The list tables' look; on a phone (up to 600 px)
 * each row is a card of its cells, each named by its column.
 */
export function DetailTable<T extends object>({ value, ariaLabel, dataKey, loading, righePerPagina, emptyMessage, className, conCampi, scelta, altezza, children }: DetailTableProps<T>) {
  const look = useListTableLook();
  const pagine = righePerPagina !== undefined && value.length > righePerPagina;
  return (
    <DataTable<T[]>
      value={value}
      dataKey={dataKey}
      loading={loading}
      {...look}
      {...IMPILATA_SU_TELEFONO}
      {...(pagine ? { paginator: true, rows: righePerPagina } : {})}
      {...(scelta ? { selectionMode: 'single' as const, selection: scelta.riga, onSelectionChange: (e: { value: unknown }) => scelta.cambia((e.value as T | null) ?? null), metaKeySelection: false } : {})}
      cellMemo={!conCampi}
      emptyMessage={emptyMessage ?? look.emptyMessage}
      className={[className, altezza && 'registro-tabella-scatola'].filter(Boolean).join(' ') || undefined}
      style={altezza ? ({ '--registro-altezza-scatola': altezza } as CSSProperties) : undefined}
      aria-label={ariaLabel}
      pt={{ table: { 'aria-label': ariaLabel } }}
    >
      {children}
    </DataTable>
  );
}
