import { useQuery } from '@tanstack/react-query';
import type { Dashboard, Lista } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** GET dataanalysisdashboard/{id}: the record with its dashboard JSON string. */
export function useDashboard(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.dashboards.record(id),
    queryFn: async ({ signal }) => (await api.get<Dashboard>(`/dataanalysisdashboard/${id}`, undefined, signal)).data,
    enabled: !!id,
  });
}

/** GET dataanalysisdashboard/view: the dashboards of the signed-in user's profile (spec 1 /dashboard). */
export function useMyDashboards() {
  return useQuery({
    queryKey: queryKeys.dashboards.mie,
    queryFn: async ({ signal }) => (await api.get<Lista<Dashboard>>('/dataanalysisdashboard/view', undefined, signal)).data?.list ?? [],
  });
}

/** Every dashboard (GET dataanalysisdashboard with page and forPage 0: the dropdowns). */
export function useAllDashboards() {
  return useQuery({
    queryKey: queryKeys.dashboards.elenco,
    queryFn: async ({ signal }) => (await api.get<Lista<Dashboard>>('/dataanalysisdashboard', { page: 0, forPage: 0 }, signal)).data?.list ?? [],
  });
}
