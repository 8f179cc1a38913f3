import { useQuery } from '@tanstack/react-query';
import type { TipoDocumentoDettaglio } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

/** GET tipidocumento/{id}: the type and its reasons. */
export function useTipoDocumento(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.tipidocumento.record(id),
    queryFn: async ({ signal }) => (await api.get<TipoDocumentoDettaglio>(`/tipidocumento/${id}`, undefined, signal)).data,
    enabled: !!id,
  });
}
