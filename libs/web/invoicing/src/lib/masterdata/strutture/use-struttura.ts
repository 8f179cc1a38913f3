import { useQuery } from '@tanstack/react-query';
import type { Struttura } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

/** GET strutture/{id}. */
export function useStruttura(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.strutture.record(id),
    queryFn: async ({ signal }) => (await api.get<Struttura>(`/strutture/${id}`, undefined, signal)).data,
    enabled: !!id,
  });
}
