import { useMutation, useQuery } from '@tanstack/react-query';
import type { Lista, SessioneUtente } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** The live sessions (GET /api/session), paged on the client. */
export function useSessioni() {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: async ({ signal }) => (await api.get<Lista<SessioneUtente>>('/session', undefined, signal)).data.list,
    retry: false,
  });
}

/** POST /api/session/{session}/apri: a new session as the row's user; answers its access token. */
export function useApriSessione() {
  return useMutation({
    mutationFn: async (sessione: string) => (await api.post<{ accessToken: string }>(`/session/${sessione}/apri`)).data.accessToken,
  }).mutateAsync;
}
