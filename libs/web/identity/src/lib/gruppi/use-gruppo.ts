import { useQuery } from '@tanstack/react-query';
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
