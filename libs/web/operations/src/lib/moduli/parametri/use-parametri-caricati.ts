import { useQuery } from '@tanstack/react-query';
import type { Lista, ParametroCaricato } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

/** The values the api process holds in memory now (GET /api/configparameter/loaded). */
export function useParametriCaricati() {
  return useQuery({
    queryKey: queryKeys.configparameter.loaded,
    queryFn: async ({ signal }) => (await api.get<Lista<ParametroCaricato>>('/configparameter/loaded', undefined, signal)).data,
  });
}
