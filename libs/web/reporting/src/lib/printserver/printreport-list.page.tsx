import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportTipo } from '@registro/contracts';
import { FilterBar, LazyTable, PageLayout, useDeleteRecord, useSessionFilters, RowEditButton, RowDeleteButton } from '@registro/web-ui';
import { UploadTemplateDialog } from './upload-template-dialog';

import './printserver.css';
import { queryKeys } from '../query-keys';

/** /printreport: templates by document-type code, 50 per page, filters kept in session storage (spec 2 §2.4). */
export function PrintReportListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useSessionFilters('printreport');
  const [carica, setCarica] = useState<ReportTipo | null>(null);
  const ricarica = () => queryClient.invalidateQueries({ queryKey: queryKeys.printreporttipi.all });

  const eliminaTipo = useDeleteRecord({ risorsa: '/printreporttipi', titolo: t('printreport.titolo'), conferma: t('printreport.confermaElimina'), successo: t('ui.operazioneOk') });
  const elimina = (r: ReportTipo) => eliminaTipo(r.id);

  return (
    <PageLayout titolo={t('printreport.titolo')} onRefresh={ricarica} onNew={() => navigate('/printreport/edit/-1')}>
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'codiceTipoDocumento', etichetta: t('printreport.codiceDocumento') },
            { nome: 'subreport', etichetta: t('printreport.subreport') },
          ]}
          iniziali={filtri}
          onCerca={setFiltri}
        />
        <LazyTable<ReportTipo> risorsa="/printreporttipi" filtri={filtri} forPage={50} ariaLabel={t('printreport.titolo')}>
          <Column header="#" style={{ width: '4rem' }} body={(_: ReportTipo, o: ColumnBodyOptions) => o.rowIndex + 1} />
          <Column header={t('printreport.codiceDocumento')} body={(r: ReportTipo) => <Link to={`/printreport/view/${r.id}`}>{r.codiceTipoDocumento}</Link>} />
          <Column header={t('printreport.nomeSubreport')} body={(r: ReportTipo) => (r.subreport ? <code className="registro-codice">{r.subreport}</code> : '---')} />
          <Column field="descrizione" header={t('printreport.descrizione')} />
          <Column
            header=""
            style={{ width: '10rem' }}
            body={(r: ReportTipo) => (
              <div className="registro-azioni-riga">
                <Button icon="pi pi-upload" rounded text aria-label={t('printreport.carica')} tooltip={t('printreport.carica')} onClick={() => setCarica(r)} />
                <RowEditButton onClick={() => navigate(`/printreport/edit/${r.id}`)} />
                <RowDeleteButton onClick={() => elimina(r)} />
              </div>
            )}
          />
        </LazyTable>
      </div>
      <UploadTemplateDialog tipo={carica} onHide={() => setCarica(null)} onCaricato={() => void ricarica()} />
    </PageLayout>
  );
}
