import { useQuery } from '@tanstack/react-query';
import type { Lista } from '@registro/contracts';
import { api, type Query } from '@registro/web-ui';

/** Enough for every row of a configuration list, which the page then pages and filters itself. */
export const ALL_ROWS = 1000;

/** The rows of a list answer: `{list, recordsNumber}` or, for a plain lookup, the array itself. */
export function rowsOf<T>(data: Lista<T> | T[] | null | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : (data.list ?? []);
}

/** Every row of GET {risorsa} (first page of ALL_ROWS), for a client-paged ClientTable. */
export function useAllRows<T>(queryKey: readonly unknown[], risorsa: string, query: Query = {}, enabled = true) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => rowsOf((await api.get<Lista<T> | T[]>(risorsa, { page: 0, forPage: ALL_ROWS, ...query }, signal)).data),
    enabled,
  });
}
