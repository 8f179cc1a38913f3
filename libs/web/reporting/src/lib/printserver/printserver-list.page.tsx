import { Link, useNavigate } from 'react-router';
import { Column } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PrintReport } from '@registro/contracts';
import { LazyTable, PageLayout, useDeleteRecord, RowEditButton, RowDeleteButton } from '@registro/web-ui';
import { ReportStatoTag } from './report-stato-tag';
import { queryKeys } from '../query-keys';

/** /printserver: the named reports, 30 per page (server paging), with delete per row (spec 2 §2.3). */
export function PrintServerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ricarica = () => queryClient.invalidateQueries({ queryKey: queryKeys.printserver.all });

  const eliminaReport = useDeleteRecord({ risorsa: '/printserver', titolo: t('printserver.titolo'), successo: t('ui.operazioneOk') });
  const elimina = (r: PrintReport) => eliminaReport(r.id, t('printserver.confermaElimina', { nome: r.reportName }));

  return (
    <PageLayout titolo={t('printserver.titolo')} onRefresh={ricarica} onNew={() => navigate('/printserver/edit/-1')}>
      <div className="registro-card">
        <LazyTable<PrintReport> risorsa="/printserver" forPage={30} ariaLabel={t('printserver.titolo')}>
          <Column header={t('printserver.reportName')} body={(r: PrintReport) => <Link to={`/printserver/view/${r.id}`}>{r.reportName}</Link>} />
          <Column header={t('printserver.nomeFile')} body={(r: PrintReport) => <code className="registro-codice">{r.nomeFile}</code>} />
          <Column field="descrizione" header={t('printserver.descrizione')} />
          <Column field="versione" header={t('ui.versione')} style={{ width: '7rem' }} />
          <Column header={t('ui.stato')} style={{ width: '8rem' }} body={(r: PrintReport) => <ReportStatoTag stato={r.stato} />} />
          <Column
            header=""
            style={{ width: '7rem' }}
            body={(r: PrintReport) => (
              <div className="registro-azioni-riga">
                <RowEditButton onClick={() => navigate(`/printserver/edit/${r.id}`)} />
                <RowDeleteButton onClick={() => elimina(r)} />
              </div>
            )}
          />
        </LazyTable>
      </div>
    </PageLayout>
  );
}
