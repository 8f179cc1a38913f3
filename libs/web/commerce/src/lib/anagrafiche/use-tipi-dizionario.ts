import { useQuery } from '@tanstack/react-query';
import type { DizionarioTipo, Lista, SezioneDizionario } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** Type lists are unpaged (spec 3 §7: forPage 10000000). */
const TUTTI = 10000000;

/** The types of a dictionary section (all, or only the active ones). */
export function useTipiDizionario(sezioneDizionario: SezioneDizionario, soloAttivi = false) {
  return useQuery({
    queryKey: [...queryKeys.dizionariotipi.all, 'lista', { sezioneDizionario, soloAttivi }],
    queryFn: async ({ signal }) =>
      (await api.get<Lista<DizionarioTipo>>('/dizionariotipi', { sezioneDizionario, page: 0, forPage: TUTTI, ...(soloAttivi ? { enable: 'true' } : {}) }, signal)).data.list,
  });
}
