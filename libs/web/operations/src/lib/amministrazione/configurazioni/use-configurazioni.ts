import { useQuery } from '@tanstack/react-query';
import type { VoceConfigurazione } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

/** The configuration screens the user may open (GET /api/vocimenu/configurazioni). */
export function useConfigurazioni() {
  return useQuery({ queryKey: queryKeys.configurazioni, queryFn: () => api.get<VoceConfigurazione[]>('/vocimenu/configurazioni') });
}
