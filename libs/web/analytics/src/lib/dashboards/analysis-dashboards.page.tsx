import { useEffect, useState } from 'react';
import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import type { DashboardContent } from '@registro/contracts';
import { PageLayout } from '@registro/web-ui';
import { DashboardGrid } from './dashboard-grid';
import { parseContent, replaceElement } from './dashboard-element';
import { useMyDashboards } from './use-dashboard';

/**
 * /dashboard (spec 1): one tab per dashboard of the user's profile, "Nessuna Dashboard Configurata"
 * when none; a confirmed configuration changes the card for this visit (the user does not save dashboards).
 */
export function AnalysisDashboardsPage() {
  const { t } = useTranslation();
  const dashboards = useMyDashboards();
  const [contenuti, setContenuti] = useState<Record<number, DashboardContent>>({});
  useEffect(() => {
    if (dashboards.data) setContenuti(Object.fromEntries(dashboards.data.map((d) => [d.id, parseContent(d.dashboard)])));
  }, [dashboards.data]);
  const elenco = dashboards.data ?? [];
  return (
    <PageLayout titolo={t('dashboards.titoloDashboard')} onRefresh={() => void dashboards.refetch()}>
      {dashboards.isSuccess && elenco.length === 0 && <div className="registro-card registro-dashboard-vuota text-xl">{t('dashboards.nessunaConfigurata')}</div>}
      {elenco.length > 0 && (
        <TabView scrollable>
          {elenco.map((d) => (
            <TabPanel key={d.id} header={d.title}>
              {d.descrizione && <p className="mt-0 text-color-secondary">{d.descrizione}</p>}
              {contenuti[d.id] && (
                <DashboardGrid idDashboard={d.id} content={contenuti[d.id]} onChange={(e) => setContenuti((c) => ({ ...c, [d.id]: replaceElement(c[d.id], e) }))} />
              )}
            </TabPanel>
          ))}
        </TabView>
      )}
    </PageLayout>
  );
}
