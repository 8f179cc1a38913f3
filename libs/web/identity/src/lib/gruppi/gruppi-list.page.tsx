import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Gruppo } from '@registro/contracts';
import { FilterBar, LazyTable, PageLayout, useDeleteRecord, RowEditButton, RowDeleteButton } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** /gruppi: name and description filters, refresh, new, 50 per page, edit and delete per row. */
export function GruppiListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  const ricarica = () => queryClient.invalidateQueries({ queryKey: queryKeys.gruppi.all });

  const eliminaGruppo = useDeleteRecord({ risorsa: '/gruppi', titolo: t('gruppi.titolo'), successo: t('ui.operazioneOk') });
  const elimina = (g: Gruppo) => eliminaGruppo(g.id, t('gruppi.confermaElimina', { nome: g.nome }));

  return (
    <PageLayout titolo={t('gruppi.titolo')} onRefresh={ricarica} onNew={() => navigate('/gruppi/edit/-1')}>
      <div className="registro-card">
        <FilterBar campi={[{ nome: 'nome', etichetta: t('gruppi.nome') }, { nome: 'descrizione', etichetta: t('gruppi.descrizione') }]} onCerca={setFiltri} />
        <LazyTable<Gruppo> risorsa="/gruppi" filtri={filtri} forPage={50} ariaLabel={t('gruppi.titolo')}>
          <Column header={t('gruppi.nome')} body={(g: Gruppo) => <Link to={`/gruppi/view/${g.id}`}>{g.nome}</Link>} />
          <Column field="descrizione" header={t('gruppi.descrizione')} />
          <Column
            header=""
            style={{ width: '7rem' }}
            body={(g: Gruppo) => (
              <div className="registro-azioni-riga">
                <RowEditButton onClick={() => navigate(`/gruppi/edit/${g.id}`)} />
                <RowDeleteButton onClick={() => elimina(g)} />
              </div>
            )}
          />
        </LazyTable>
      </div>
    </PageLayout>
  );
}
