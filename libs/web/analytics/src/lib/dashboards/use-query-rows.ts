import { useQuery } from '@tanstack/react-query';
import type { AnalysisQuery, Lista, RigaRisultato } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/**
 * The rows of a saved query: `eseguigraphicquery` for charts and numeric cards, `eseguianaliticquery`
 * for the pivot (spec 2 §7). Chart errors are only shown as the card's state (spec 2 §8).
 */
export function useQueryRows(idQuery: number | null | undefined, tipo: 'eseguigraphicquery' | 'eseguianaliticquery' = 'eseguigraphicquery') {
  return useQuery({
    queryKey: queryKeys.righeQuery(tipo, idQuery),
    queryFn: async ({ signal }) => (await api.get<RigaRisultato[]>(`/dataanalysisdatabaseinfo/${tipo}/${idQuery}`, undefined, signal)).data ?? [],
    enabled: !!idQuery,
    staleTime: 60_000,
  });
}

/** Every saved query (the config dialog's dropdown). */
export function useAnalysisQueries() {
  return useQuery({
    queryKey: queryKeys.queries.elenco,
    queryFn: async ({ signal }) => (await api.get<Lista<AnalysisQuery>>('/dataanalysisquery', { page: 0, forPage: 1000 }, signal)).data?.list ?? [],
  });
}
