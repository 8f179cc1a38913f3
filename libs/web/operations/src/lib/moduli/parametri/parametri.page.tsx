import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Column } from 'primereact/column';
import { TabPanel, TabView } from 'primereact/tabview';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ParametroConfigurazione } from '@registro/contracts';
import { FilterBar, LazyTable, PageLayout, useDeleteRecord, RowEditButton, RowDeleteButton } from '@registro/web-ui';
import { ParametriCaricati } from './parametri-caricati';
import { queryKeys } from '../../query-keys';

/** /configparameter: the stored parameters (30 per page) and the values loaded in memory (spec 2 §2.6). */
export function ParametriPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  const ricarica = () => queryClient.invalidateQueries({ queryKey: queryKeys.configparameter.all });

  const eliminaParametro = useDeleteRecord({ risorsa: '/configparameter', titolo: t('parametri.titolo'), successo: t('ui.operazioneOk') });
  const elimina = (p: ParametroConfigurazione) => eliminaParametro(p.id, t('parametri.confermaElimina', { nome: p.nome }));

  return (
    <PageLayout titolo={t('parametri.titolo')} onRefresh={ricarica} onNew={() => navigate('/configparameter/edit/-1')}>
      <div className="registro-card">
        <TabView>
          <TabPanel header={t('parametri.tabParametri')}>
            <FilterBar campi={[{ nome: 'nome', etichetta: t('parametri.nome') }]} onCerca={setFiltri} />
            <LazyTable<ParametroConfigurazione> risorsa="/configparameter" filtri={filtri} forPage={30} ariaLabel={t('parametri.tabParametri')}>
              <Column header={t('parametri.nome')} body={(p: ParametroConfigurazione) => <Link to={`/configparameter/edit/${p.id}`}>{p.nome}</Link>} />
              <Column field="tipo" header={t('parametri.tipo')} style={{ width: '9rem' }} />
              <Column field="note" header={t('parametri.note')} />
              <Column header={t('parametri.parametro')} body={(p: ParametroConfigurazione) => <code className="registro-json-breve">{p.parametro}</code>} />
              <Column
                header=""
                style={{ width: '7rem' }}
                body={(p: ParametroConfigurazione) => (
                  <div className="registro-azioni-riga">
                    <RowEditButton onClick={() => navigate(`/configparameter/edit/${p.id}`)} />
                    <RowDeleteButton onClick={() => elimina(p)} />
                  </div>
                )}
              />
            </LazyTable>
          </TabPanel>
          <TabPanel header={t('parametri.tabCaricati')}>
            <ParametriCaricati />
          </TabPanel>
        </TabView>
      </div>
    </PageLayout>
  );
}
