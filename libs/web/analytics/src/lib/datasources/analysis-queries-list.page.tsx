import { useNavigate } from 'react-router';
import { Column } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnalysisQuery } from '@registro/contracts';
import { LazyTable, PageLayout, RowEditButton } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** /dataanalysisquery (spec 2 §2.8): the saved queries, 50 per page, a pencil per row. */
export function AnalysisQueriesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <PageLayout
      titolo={t('analysisQuery.titoloLista')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.queries.all })}
      onNew={() => navigate('/dataanalysisquery/edit/-1')}
    >
      <div className="registro-card">
        <LazyTable<AnalysisQuery> risorsa="/dataanalysisquery" forPage={50} ariaLabel={t('analysisQuery.titoloLista')}>
          <Column field="id" header={t('analysisQuery.id')} style={{ width: '5rem' }} />
          <Column field="title" header={t('analysisQuery.titolo')} />
          <Column field="descrizione" header={t('analysisQuery.descrizione')} />
          <Column
            header=""
            style={{ width: '5rem' }}
            body={(q: AnalysisQuery) => (
              <div className="registro-azioni-riga">
                <RowEditButton onClick={() => navigate(`/dataanalysisquery/edit/${q.id}`)} />
              </div>
            )}
          />
        </LazyTable>
      </div>
    </PageLayout>
  );
}
