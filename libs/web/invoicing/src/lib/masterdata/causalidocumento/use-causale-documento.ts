import { useQuery } from '@tanstack/react-query';
import type { CausaleDocumento } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

/** GET causalidocumento/{id}. */
export function useCausaleDocumento(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.causalidocumento.record(id),
    queryFn: async ({ signal }) => (await api.get<CausaleDocumento>(`/causalidocumento/${id}`, undefined, signal)).data,
    enabled: !!id,
  });
}
