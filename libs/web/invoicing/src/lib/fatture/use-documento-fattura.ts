import { useQuery } from '@tanstack/react-query';
import type { DocumentoFattura } from '@registro/contracts';
import { api, isNew } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** GET documenti/{id}: the invoice with its lines (same key as the editor's useEditPage). */
export function useDocumentoFattura(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.fatture.record(id),
    queryFn: async ({ signal }) => (await api.get<DocumentoFattura>(`/documenti/${id}`, undefined, signal)).data,
    enabled: !isNew(id),
  });
}
