import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Lista } from '@registro/contracts';
import { api, useFeedback } from '@registro/web-ui';
import { useAllDashboards } from './use-dashboard';
import { queryKeys } from '../query-keys';

/**
 * The choices of the dashboard-group page: the profiles (GET gruppi, their nome) and every
 * dashboard; a failed load is the toast 'Errore nel caricamento dei profili' / '… delle dashboard'.
 */
export function useProfiliEDashboard() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const profili = useQuery({
    queryKey: queryKeys.profili,
    queryFn: async ({ signal }) => (await api.get<Lista<{ id: number; nome: string }>>('/gruppi', { page: 0, forPage: 1000 }, signal)).data?.list ?? [],
  });
  const dashboards = useAllDashboards();
  useEffect(() => {
    if (profili.isError) feedback.avviso(t('dashboardGruppi.erroreProfili'));
  }, [profili.isError, feedback, t]);
  useEffect(() => {
    if (dashboards.isError) feedback.avviso(t('dashboardGruppi.erroreDashboard'));
  }, [dashboards.isError, feedback, t]);
  return {
    profili: (profili.data ?? []).map((p) => ({ label: p.nome, value: p.nome })),
    dashboards: (dashboards.data ?? []).map((d) => ({ label: d.title, value: d.id })),
  };
}
