import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@registro/web-ui';
import type { DocumentoRepository } from '@registro/contracts';
import { queryKeys } from '../query-keys';
import { DOCUMENTI_PERSONALI } from './paziente';

/** GET documentrepository/personali/{id}: one of the caller's own documents with its PDF; a 404 is not retried. */
export function useDocumentoPersonale(id: string) {
  return useQuery({
    queryKey: queryKeys.documentiPersonali.record(id),
    queryFn: async ({ signal }) => (await api.get<DocumentoRepository>(`${DOCUMENTI_PERSONALI}/${id}`, undefined, signal)).data,
    retry: (tentativi, errore) => !(errore instanceof ApiError && errore.status >= 400 && errore.status < 500) && tentativi < 2,
  });
}
