import { useState } from 'react';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DashboardGruppo } from '@registro/contracts';
import { FilterBar, LazyTable, PageLayout, errorLines, useDeleteRecord, useFeedback, useSessionFilters, RowEditButton, RowDeleteButton } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { DashboardGruppoDialog } from './dashboard-gruppo-dialog';
import { useProfiliEDashboard } from './use-profili';

const NUOVO: DashboardGruppo = { id: -1, profilo: '', idDashboard: null };

/**
 * /dataanalysisdashboardgruppi (spec 2 §2.8): which profiles see which dashboards. Filters Profilo
 * and Dashboard (kept in session storage), 50 per page, edit and delete, Nuovo.
 */
export function DashboardGruppiPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useSessionFilters('dataanalysisdashboardgruppi');
  const [inModifica, setInModifica] = useState<DashboardGruppo | null>(null);
  const { profili, dashboards } = useProfiliEDashboard();
  const ricarica = () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboardGruppi.all });

  const eliminaGruppo = useDeleteRecord({
    risorsa: '/dataanalysisgruppodashboard',
    conferma: t('dashboardGruppi.confermaElimina'),
    etichette: 'SI/NO',
    successo: t('dashboardGruppi.eliminazioneOk'),
    mostraErrore: (errore) => feedback.avviso(`${t('dashboardGruppi.erroreEliminazione')} ${errorLines(errore).join(' ')}`),
  });
  const elimina = (g: DashboardGruppo) => eliminaGruppo(g.id);

  return (
    <PageLayout titolo={t('dashboardGruppi.titolo')} onRefresh={() => void ricarica()} onNew={() => setInModifica(NUOVO)}>
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'profilo', etichetta: t('dashboardGruppi.profilo'), opzioni: profili },
            { nome: 'idDashboard', etichetta: t('dashboardGruppi.dashboard'), opzioni: dashboards.map((d) => ({ label: d.label, value: String(d.value) })) },
          ]}
          iniziali={filtri}
          onCerca={setFiltri}
          etichettaReset={t('dashboardGruppi.resetFiltri')}
        />
        <LazyTable<DashboardGruppo> risorsa="/dataanalysisgruppodashboard" filtri={filtri} forPage={50} ariaLabel={t('dashboardGruppi.titolo')} erroreCaricamento={t('dashboardGruppi.erroreCaricamento')}>
          <Column header="#" style={{ width: '4rem' }} body={(_: DashboardGruppo, o: ColumnBodyOptions) => o.rowIndex + 1} />
          <Column field="profiloTitle" header={t('dashboardGruppi.profilo')} />
          <Column field="dashboardTitle" header={t('dashboardGruppi.dashboard')} />
          <Column field="dashboardDescrizione" header={t('dashboardGruppi.descrizione')} body={(g: DashboardGruppo) => g.dashboardDescrizione || '-'} />
          <Column
            header=""
            style={{ width: '7rem' }}
            body={(g: DashboardGruppo) => (
              <div className="registro-azioni-riga">
                <RowEditButton onClick={() => setInModifica(g)} />
                <RowDeleteButton onClick={() => elimina(g)} />
              </div>
            )}
          />
        </LazyTable>
      </div>
      <DashboardGruppoDialog gruppo={inModifica} profili={profili} dashboards={dashboards} onHide={() => setInModifica(null)} />
    </PageLayout>
  );
}
