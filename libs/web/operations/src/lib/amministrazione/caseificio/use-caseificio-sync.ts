import { useMutation, useQuery, type Query } from '@tanstack/react-query';
import type { Risposta, StatoImportCaseificio } from '@registro/contracts';
import { api, request } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

/** The dairy import's status (GET /api/attivazione/1), polled as `ogni` says (ms, or false to stop). */
export function useStatoCaseificio(ogni: (query: Query<Risposta<StatoImportCaseificio>>) => number | false) {
  return useQuery({
    queryKey: queryKeys.attivazione(1),
    queryFn: () => api.get<StatoImportCaseificio>('/attivazione/1'),
    refetchInterval: ogni,
  });
}

/** GET /api/caseificioimport: starts the import job; answers the server's message. */
export function useAvviaImportCaseificio() {
  return useMutation({ mutationFn: () => request<{ messaggio: string }>('GET', '/caseificioimport') }).mutateAsync;
}
