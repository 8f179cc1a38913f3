import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@registro/contracts';
import { LazyTable, PageLayout, RowEditButton } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** /dataanalysisdashboards (spec 2 §2.8): title and descrizione, 50 per page with the total; edit and view. */
export function DashboardsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <PageLayout
      titolo={t('dashboards.titoloLista')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all })}
      onNew={() => navigate('/dataanalysisdashboards/edit/-1')}
    >
      <div className="registro-card">
        <LazyTable<Dashboard> risorsa="/dataanalysisdashboard" forPage={50} ariaLabel={t('dashboards.titoloLista')}>
          <Column field="title" header={t('dashboards.titolo')} />
          <Column field="descrizione" header={t('dashboards.descrizione')} />
          <Column
            header=""
            style={{ width: '7rem' }}
            body={(d: Dashboard) => (
              <div className="registro-azioni-riga">
                <RowEditButton onClick={() => navigate(`/dataanalysisdashboards/edit/${d.id}`)} />
                <Button icon="pi pi-eye" rounded text aria-label={t('dashboards.visualizza')} tooltip={t('dashboards.visualizza')} onClick={() => navigate(`/dataanalysisdashboards/view/${d.id}`)} />
              </div>
            )}
          />
        </LazyTable>
      </div>
    </PageLayout>
  );
}
