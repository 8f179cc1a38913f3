import { useQuery } from '@tanstack/react-query';
import type { DizionarioSezione, DizionarioTipo, Lista, NotaAnagrafica, SezioneDizionario } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** Type lists are unpaged (spec 3 §7: forPage 10000000). */
const TUTTI = 10000000;

/** The types of a dictionary section (all, or only the active ones). */
export function useTipiDizionario(sezioneDizionario: SezioneDizionario, soloAttivi = false) {
  return useQuery({
    queryKey: queryKeys.dizionariotipi.diSezione(sezioneDizionario, soloAttivi),
    queryFn: async ({ signal }) =>
      (await api.get<Lista<DizionarioTipo>>('/dizionariotipi', { sezioneDizionario, page: 0, forPage: TUTTI, ...(soloAttivi ? { enable: 'true' } : {}) }, signal)).data.list,
  });
}

/** The dictionary sections with their ids (GET dizionariosezioni). */
export function useSezioniDizionario() {
  return useQuery({
    queryKey: queryKeys.dizionariosezioni.elenco,
    queryFn: async ({ signal }) => (await api.get<Lista<DizionarioSezione>>('/dizionariosezioni', undefined, signal)).data.list,
  });
}

/** One section and its list of types (GET dizionariosezioni/{id}). */
export function useSezioneDizionario(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.dizionariosezioni.record(id),
    queryFn: async ({ signal }) => (await api.get<DizionarioSezione>(`/dizionariosezioni/${id}`, undefined, signal)).data,
  });
}

/** The default note rows of a new party (GET anagrafica/note). */
export function useNotePredefinite() {
  return useQuery({
    queryKey: queryKeys.anagrafica.notePredefinite,
    queryFn: async ({ signal }) => (await api.get<Lista<NotaAnagrafica>>('/anagrafica/note', { sezioneDizionario: 'ANAGRAFICA' }, signal)).data.list,
    staleTime: Infinity,
  });
}
