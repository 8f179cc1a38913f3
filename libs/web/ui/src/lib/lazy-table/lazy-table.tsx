import { useEffect, type ReactNode } from 'react';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import type { Query } from '../api/api-client';
import { errorLines } from '../api/api-error';
import { useLazyList } from '../hooks/use-lazy-list';
import { useFeedback } from '../feedback/feedback-context';
import { useListExcel } from '../excel/excel-context';
import { downloadListExcel } from '../excel/excel';
import { useListTableLook } from '../list-table/use-list-table-look';
import { IMPILATA_SU_TELEFONO } from './stacked-on-phone';

export interface LazyTableProps {
  /** API path of the list, e.g. "/users" */
  risorsa: string;
  filtri?: Query;
  forPage: number;
  dataKey?: string;
  ariaLabel?: string;
  /**
   * "Scarica Excel" in the page's toolbar: POST {risorsa}/excel with the current filters; the value
   * is the file-name prefix used when the server names none (default: the label). `false` hides it.
   */
  excel?: string | false;
  /** PrimeReact <Column> elements */
  children: ReactNode;
  /** a failed load also as this toast, where the screen words it (spec 2 §8 'Errore nel caricamento dei dati') */
  erroreCaricamento?: string;
  /** single-row selection (search pickers): the chosen row, and what a click or a double-click does */
  selezione?: { riga: object | null; onScegli: (riga: object | null) => void; onDoppioClick?: (riga: object) => void };
  /** a click on a row opens it (the row's view); keep a link in one cell for the keyboard */
  onRigaClick?: (riga: object) => void;
  /** on a phone (up to 600 px) each row is a card of its cells, each named by its column: nothing off-screen (default; false keeps the table, scrolled sideways) */
  impilaSuTelefono?: boolean;
}

/** A server-paged list: the server filters and pages, the table only shows one page. */
export function LazyTable<T extends object>({ risorsa, filtri = {}, forPage, dataKey = 'id', ariaLabel, excel, children, selezione, onRigaClick, erroreCaricamento, impilaSuTelefono = true }: LazyTableProps) {
  const look = useListTableLook();
  const feedback = useFeedback();
  const lista = useLazyList<T>(risorsa, filtri, forPage);
  useEffect(() => {
    if (lista.isError && erroreCaricamento) feedback.avviso(erroreCaricamento);
  }, [lista.isError, erroreCaricamento, feedback]);
  useListExcel(excel === false ? undefined : () => downloadListExcel(risorsa, filtri, excel ?? `${ariaLabel ?? 'Elenco'}_`));
  return (
    <>
      {lista.isError && <Message severity="error" text={errorLines(lista.error).join(' ')} className="mb-2" />}
      <DataTable<T[]>
        value={lista.data?.list ?? []}
        lazy
        paginator
        first={lista.page * forPage}
        rows={forPage}
        totalRecords={lista.data?.recordsNumber ?? 0}
        onPage={(e) => lista.setPage(e.page ?? 0)}
        loading={lista.isFetching}
        dataKey={dataKey}
        {...look}
        {...(impilaSuTelefono ? IMPILATA_SU_TELEFONO : {})}
        aria-label={ariaLabel}
        pt={{ table: { 'aria-label': ariaLabel } }}
        {...(onRigaClick ? { onRowClick: (e: { data: unknown }) => onRigaClick(e.data as object), rowClassName: () => 'registro-riga-apribile' } : {})}
        {...(selezione
          ? {
              selectionMode: 'single',
              selection: selezione.riga as T | null,
              onSelectionChange: (e: { value: unknown }) => selezione.onScegli((e.value as object | null) ?? null),
              metaKeySelection: false,
              onRowDoubleClick: (e: { data: unknown }) => selezione.onDoppioClick?.(e.data as object),
            }
          : {})}
      >
        {children}
      </DataTable>
    </>
  );
}
