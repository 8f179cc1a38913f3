import { Link } from 'react-router';
import { Column } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RigaRichiestaIntegrazione } from '@registro/contracts';
import { formatDateTime, LazyTable, PageLayout, useDeleteRecord, useFeedback, RowDeleteButton } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

const RISORSA = '/integrazionebusiness';

/** /integrazionebusiness (spec 3, Lista Richieste): 100 per page, newest first, delete after confirming. */
export function RichiesteListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const ricarica = () => queryClient.invalidateQueries({ queryKey: queryKeys.integrazionebusiness.all });

  const eliminaRichiesta = useDeleteRecord({
    risorsa: RISORSA,
    conferma: t('integrazione.confermaElimina'),
    etichette: 'SI/NO',
    mostraRisposta: (risposta) => feedback.mostraMessaggio([risposta?.messaggio ?? ''], t('ui.info')),
  });
  const elimina = (r: RigaRichiestaIntegrazione) => eliminaRichiesta(r.id);

  return (
    <PageLayout titolo={t('integrazione.titolo')} onRefresh={() => void ricarica()}>
      <div className="registro-card">
        <LazyTable<RigaRichiestaIntegrazione> risorsa={RISORSA} forPage={100} ariaLabel={t('integrazione.titolo')}>
          <Column
            header={t('integrazione.servizioRichiesto')}
            body={(r: RigaRichiestaIntegrazione) => <Link to={`/integrazionebusiness/view/${r.id}`}>{r.servizioRichiesto}</Link>}
          />
          <Column field="metodo" header={t('integrazione.metodo')} />
          <Column field="statoAttuale" header={t('integrazione.statoAttuale')} />
          <Column header={t('integrazione.dataOra')} body={(r: RigaRichiestaIntegrazione) => formatDateTime(r.dataRichiesta)} style={{ whiteSpace: 'nowrap' }} />
          <Column
            style={{ width: '4rem' }}
            body={(r: RigaRichiestaIntegrazione) => (
              <RowDeleteButton onClick={() => elimina(r)} />
            )}
          />
        </LazyTable>
      </div>
    </PageLayout>
  );
}
