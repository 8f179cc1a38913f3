import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Modulo } from '@registro/contracts';
import { LazyTable, PageLayout } from '@registro/web-ui';
import { SezioniModuloDialog } from './sezioni-modulo-dialog';
import { queryKeys } from '../query-keys';

/** /moduli: the installed modules, 30 per page, with "Installa Sezioni" and the upload of a new version. */
export function ModuliListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [modulo, setModulo] = useState<Modulo | null>(null);
  const ricarica = () => queryClient.invalidateQueries({ queryKey: queryKeys.moduli.all });

  return (
    <PageLayout titolo={t('moduli.titolo')} onRefresh={ricarica} onNew={() => navigate('/moduli/edit/-1')}>
      <div className="registro-card">
        <LazyTable<Modulo> risorsa="/application" forPage={30} ariaLabel={t('moduli.titolo')}>
          <Column field="nome" header={t('moduli.nome')} />
          <Column field="version" header={t('moduli.versione')} style={{ width: '8rem' }} />
          <Column field="compileDate" header={t('moduli.dataCompilazione')} style={{ width: '12rem' }} />
          <Column field="jar" header={t('moduli.jar')} />
          <Column field="descrizione" header={t('moduli.descrizione')} />
          <Column
            header=""
            style={{ width: '8rem' }}
            body={(m: Modulo) => (
              <div className="registro-azioni-riga">
                <Button icon="pi pi-sitemap" rounded text aria-label={t('moduli.installaSezioni')} tooltip={t('moduli.installaSezioni')} onClick={() => setModulo(m)} />
                <Button icon="pi pi-upload" rounded text aria-label={t('moduli.aggiorna')} tooltip={t('moduli.aggiorna')} onClick={() => navigate(`/moduli/edit/${m.id}`)} />
              </div>
            )}
          />
        </LazyTable>
      </div>
      <SezioniModuloDialog modulo={modulo} onHide={() => setModulo(null)} />
    </PageLayout>
  );
}
