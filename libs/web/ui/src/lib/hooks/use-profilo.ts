import { useQuery } from '@tanstack/react-query';
import type { ProfiloUtente } from '@registro/contracts';
import { api } from '../api/api-client';
import { resourceKeys } from '../api/query-keys';

/** The signed-in user's profile (GET /users/profile), shared by the shell and the profile pages. */
export const PROFILO_QUERY_KEY = resourceKeys('/users/profile').all;

export function useProfilo() {
  return useQuery({
    queryKey: PROFILO_QUERY_KEY,
    queryFn: async ({ signal }) => (await api.get<ProfiloUtente>('/users/profile', undefined, signal)).data,
    staleTime: 5 * 60_000,
  });
}
