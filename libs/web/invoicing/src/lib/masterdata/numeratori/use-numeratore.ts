import { useQuery } from '@tanstack/react-query';
import type { Numeratore } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

/** GET numeratori/{id}. */
export function useNumeratore(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.numeratori.record(id),
    queryFn: async ({ signal }) => (await api.get<Numeratore>(`/numeratori/${id}`, undefined, signal)).data,
    enabled: !!id,
  });
}
