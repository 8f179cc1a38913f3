import { useQuery } from '@tanstack/react-query';
import type { Lista, ModificaRisorsa, StatoRisorsa } from '@registro/contracts';
import { api } from '../api/api-client';
import { historyKeys } from '../api/query-keys';

/** The history dialog asks for every version at once (spec 1 §2). */
export const HISTORY_PAGE_SIZE = 100000000;

export function useHistory(sezione: string, idRisorsa: number | string, attivo: boolean) {
  return useQuery({
    queryKey: historyKeys.versioni(sezione, idRisorsa),
    queryFn: async ({ signal }) =>
      (await api.get<Lista<ModificaRisorsa>>('/modificherisorse', { sezione, idRisorsa, page: 0, forPage: HISTORY_PAGE_SIZE }, signal)).data,
    enabled: attivo,
    staleTime: 0,
  });
}

export function useResourceState(sezione: string, idRisorsa: number | string, al: Date | null) {
  return useQuery({
    queryKey: historyKeys.stato(sezione, idRisorsa, al),
    queryFn: async ({ signal }) =>
      (await api.get<StatoRisorsa>('/modificherisorse/stato', { sezione, idRisorsa, al: al?.toISOString() }, signal)).data,
    enabled: !!al,
  });
}
