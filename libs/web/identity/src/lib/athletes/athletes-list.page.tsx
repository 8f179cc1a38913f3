import { useState } from 'react';
import { Link } from 'react-router';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { FilterBar, LazyTable, PageLayout, formatDate } from '@registro/web-ui';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import type { Atleta } from '@registro/contracts';
import { ATLETI_RISORSA } from './athlete';

const RISORSA = ATLETI_RISORSA;

/** /testlist: 1000 demo athletes, filtered and paged by the server, 100 per page. */
export function AthletesListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  return (
    <PageLayout titolo={t('demo.atletiTitolo')} onRefresh={() => queryClient.invalidateQueries({ queryKey: queryKeys.atleti(RISORSA) })}>
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'cognome', etichetta: t('demo.cognome') },
            { nome: 'nome', etichetta: t('demo.nome') },
            { nome: 'sport', etichetta: t('demo.sport') },
            { nome: 'citta', etichetta: t('demo.citta') },
          ]}
          onCerca={setFiltri}
        />
        <LazyTable<Atleta> risorsa={RISORSA} filtri={filtri} forPage={100} ariaLabel={t('demo.atletiTitolo')}>
          <Column
            header={t('demo.cognome')}
            body={(a: Atleta) => <Link to={`/worklist/visitamedicosportiva/view/${a.id}`}>{a.cognome}</Link>}
          />
          <Column field="nome" header={t('demo.nome')} />
          <Column header={t('demo.dataNascita')} body={(a: Atleta) => formatDate(a.dataNascita)} />
          <Column field="sport" header={t('demo.sport')} />
          <Column field="societa" header={t('demo.societa')} />
          <Column field="citta" header={t('demo.citta')} />
        </LazyTable>
      </div>
    </PageLayout>
  );
}
