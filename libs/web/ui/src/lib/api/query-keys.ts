import type { Query } from './api-client';

/**
 * The TanStack Query keys of one API resource, the one key style of the web: every key starts with
 * the resource's path, so invalidating `all` reloads its lists and its records. The shared hooks
 * (`useLazyList`, `useEditPage`, `useSaveRecord`, `useDeleteRecord`) use these; each library's
 * `queryKeys` object builds its entries with it and adds its own keys under the same path.
 */
export function resourceKeys(path: string) {
  return {
    all: [path] as const,
    record: (id: string | number | null | undefined) => [path, 'record', String(id)] as const,
    /** one server page of the list (LazyTable) */
    lista: (filtri: Query, page: number, forPage: number) => [path, 'lista', filtri, page, forPage] as const,
    /** every row at once: a select's options or a client-paged table */
    elenco: [path, 'elenco'] as const,
    /** every row matching a query (`elenco` narrowed or asked otherwise) */
    elencoDi: (query: Query) => [path, 'elenco', query] as const,
  };
}

/** The history of a record and its state at an instant (HistoryDialog). */
export const historyKeys = {
  versioni: (sezione: string, idRisorsa: number | string) => ['/modificherisorse', sezione, String(idRisorsa)] as const,
  stato: (sezione: string, idRisorsa: number | string, al: Date | null) => ['/modificherisorse', sezione, String(idRisorsa), 'stato', al?.toISOString()] as const,
};
