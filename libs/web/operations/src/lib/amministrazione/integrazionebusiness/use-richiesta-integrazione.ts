import { useQuery } from '@tanstack/react-query';
import type { RichiestaIntegrazione } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

/** One integration request with its status history (GET /api/integrazionebusiness/{id}). */
export function useRichiestaIntegrazione(id: string) {
  return useQuery({ queryKey: queryKeys.integrazionebusiness.record(id), queryFn: () => api.get<RichiestaIntegrazione>(`/integrazionebusiness/${id}`) });
}
