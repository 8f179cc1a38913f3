import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { DashboardContent } from '@registro/contracts';
import { PageLayout, errorLines } from '@registro/web-ui';
import { DashboardGrid } from './dashboard-grid';
import { CONTENUTO_VUOTO, parseContent, replaceElement } from './dashboard-element';
import { useDashboard } from './use-dashboard';

/** /dataanalysisdashboards/view/:id: the dashboard rendered (configuration changes stay on the page). */
export function DashboardViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const dashboard = useDashboard(id);
  const [content, setContent] = useState<DashboardContent>(CONTENUTO_VUOTO);
  useEffect(() => {
    if (dashboard.data) setContent(parseContent(dashboard.data.dashboard));
  }, [dashboard.data]);
  return (
    <PageLayout
      titolo={dashboard.data?.title ?? t('dashboards.titoloLista')}
      onBack={() => navigate('/dataanalysisdashboards')}
      onEdit={() => navigate(`/dataanalysisdashboards/edit/${id}`)}
      storico={id ? { sezione: 'dataanalysisdashboard', idRisorsa: id } : undefined}
    >
      {dashboard.isError && <Message severity="error" text={errorLines(dashboard.error).join(' ')} />}
      {dashboard.data?.descrizione && <p className="mt-0 text-color-secondary">{dashboard.data.descrizione}</p>}
      {dashboard.data && <DashboardGrid idDashboard={id ?? ''} content={content} onChange={(e) => setContent((c) => replaceElement(c, e))} />}
    </PageLayout>
  );
}
