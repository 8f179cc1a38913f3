import { useQuery } from '@tanstack/react-query';
import type { Gruppo, Lista } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** Every group (id and nome) for the users' Profilo filter and the user form's Gruppo select. */
export function useGruppiOptions() {
  return useQuery({
    queryKey: queryKeys.gruppi.opzioni,
    queryFn: async ({ signal }) => (await api.get<Lista<Gruppo>>('/gruppi', { page: 0, forPage: 1000 }, signal)).data.list,
  });
}
