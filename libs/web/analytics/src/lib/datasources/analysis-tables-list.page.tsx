import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnalysisTable } from '@registro/contracts';
import { LazyTable, PageLayout, RowEditButton } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** /dataanalysistables (spec 2 §2.8): the tables catalogue, 50 per page. */
export function AnalysisTablesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <PageLayout
      titolo={t('analysisTables.titoloLista')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.tables.all })}
      onNew={() => navigate('/dataanalysistables/edit/-1')}
    >
      <div className="registro-card">
        <div className="flex justify-content-end mb-2">
          <Button label={t('icdix.titolo')} icon="pi pi-list" severity="secondary" onClick={() => navigate('/dataanalysistables/icdix')} />
        </div>
        <LazyTable<AnalysisTable> risorsa="/dataanalysistables" forPage={50} ariaLabel={t('analysisTables.titoloLista')}>
          <Column field="dbName" header={t('analysisTables.dbName')} />
          <Column field="viewName" header={t('analysisTables.viewName')} />
          <Column field="note" header={t('analysisTables.note')} />
          <Column
            header=""
            style={{ width: '5rem' }}
            body={(r: AnalysisTable) => (
              <div className="registro-azioni-riga">
                <RowEditButton onClick={() => navigate(`/dataanalysistables/edit/${r.id}`)} />
              </div>
            )}
          />
        </LazyTable>
      </div>
    </PageLayout>
  );
}
