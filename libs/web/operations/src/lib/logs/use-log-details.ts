import { useQuery } from '@tanstack/react-query';
import type { InfoUtente, Lista, VoceLog } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** The user card of the log details (GET /api/users/infouser/{username}). */
export function useInfoUtente(username: string) {
  return useQuery({
    queryKey: queryKeys.logs.infouser(username),
    queryFn: async ({ signal }) => (await api.get<InfoUtente>(`/users/infouser/${encodeURIComponent(username)}`, undefined, signal)).data,
  });
}

/** The user's log from `dataDal`, newest first, 100 at most (GET /api/logs). */
export function useTimelineLog(username: string, dataDal: string | undefined) {
  return useQuery({
    queryKey: queryKeys.logs.timeline(username, dataDal),
    queryFn: async ({ signal }) =>
      (await api.get<Lista<VoceLog>>('/logs', { username, dataDal, orderDirection: 'DESC', forPage: 100 }, signal)).data,
  });
}
