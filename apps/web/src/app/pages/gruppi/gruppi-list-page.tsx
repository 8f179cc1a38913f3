import { useState } from 'react';
import { Link } from 'react-router';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Gruppo } from '@registro/contracts';
import { FilterBar, LazyTable, PageLayout } from '@registro/web-ui';

/** /gruppi: read-only list (name and description filters), 50 per page. */
export function GruppiListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  return (
    <PageLayout titolo={t('gruppi.titolo')} onRefresh={() => queryClient.invalidateQueries({ queryKey: ['/gruppi'] })}>
      <div className="registro-card">
        <FilterBar campi={[{ nome: 'nome', etichetta: t('gruppi.nome') }, { nome: 'descrizione', etichetta: t('gruppi.descrizione') }]} onCerca={setFiltri} />
        <LazyTable<Gruppo> risorsa="/gruppi" filtri={filtri} forPage={50} ariaLabel={t('gruppi.titolo')}>
          <Column header={t('gruppi.nome')} body={(g: Gruppo) => <Link to={`/gruppi/view/${g.id}`}>{g.nome}</Link>} />
          <Column field="descrizione" header={t('gruppi.descrizione')} />
        </LazyTable>
      </div>
    </PageLayout>
  );
}
