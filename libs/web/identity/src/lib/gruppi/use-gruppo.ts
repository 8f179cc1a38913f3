import { useQuery } from '@tanstack/react-query';
import type { Sezione, VoceMenuGruppo } from '@registro/contracts';
import { api } from '@registro/web-ui';
import type { GruppoDetail } from './gruppo';
import { queryKeys } from '../query-keys';

export function useGruppo(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.gruppi.record(id),
    queryFn: async ({ signal }) => (await api.get<GruppoDetail>(`/gruppi/${id}`, undefined, signal)).data,
    enabled: !!id,
  });
}

/** The menu catalogue a group's Menu tab switches on and off (GET /api/vocimenu). */
export function useCatalogoMenu() {
  return useQuery({
    queryKey: queryKeys.vociMenu,
    queryFn: async ({ signal }) => (await api.get<VoceMenuGruppo[]>('/vocimenu', undefined, signal)).data,
    staleTime: Infinity,
  });
}

/** Every permission section, including those installed from modules (GET /api/sezioni). */
export function useCatalogoSezioni() {
  return useQuery({
    queryKey: queryKeys.sezioni,
    queryFn: async ({ signal }) => (await api.get<Sezione[]>('/sezioni', undefined, signal)).data,
  });
}
