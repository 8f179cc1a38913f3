import { useQuery } from '@tanstack/react-query';
import type { Lista } from '@registro/contracts';
import { api, type Query } from '../api/api-client';
import { resourceKeys } from '../api/query-keys';

/** Enough for every row of a configuration list, which the page then pages and filters itself (spec 2 §9). */
export const ALL_ROWS = 1000;

/** The rows of a list answer: `{list, recordsNumber}` or, for a plain lookup, the array itself. */
export function rowsOf<T>(data: Lista<T> | T[] | null | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : (data.list ?? []);
}

/**
 * Every row of GET {risorsa} (its first page of ALL_ROWS, unless `query` asks another forPage) under
 * `resourceKeys(risorsa).elenco` (`elencoDi(query)` with a query): a select's options or a
 * client-paged ClientTable.
 */
export function useAllRows<T>(risorsa: string, query: Query = {}, enabled = true) {
  const chiavi = resourceKeys(risorsa);
  return useQuery({
    queryKey: Object.keys(query).length ? chiavi.elencoDi(query) : chiavi.elenco,
    queryFn: async ({ signal }) => rowsOf((await api.get<Lista<T> | T[]>(risorsa, { page: 0, forPage: ALL_ROWS, ...query }, signal)).data),
    enabled,
  });
}
