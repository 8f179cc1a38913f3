import { useQuery } from '@tanstack/react-query';
import type { ProfiloUtente } from '@registro/contracts';
import { api } from '@registro/web-ui';

export function useProfilo() {
  return useQuery({
    queryKey: ['users', 'profile'],
    queryFn: async ({ signal }) => (await api.get<ProfiloUtente>('/users/profile', undefined, signal)).data,
    staleTime: 5 * 60_000,
  });
}
