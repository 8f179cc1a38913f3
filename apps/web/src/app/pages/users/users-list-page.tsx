import { useState } from 'react';
import { Link } from 'react-router';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Gruppo, Lista, UtenteLista } from '@registro/contracts';
import { api, FilterBar, LazyTable, PageLayout } from '@registro/web-ui';
import { UserHistoryButton } from './user-history-button';

function useNomiGruppi() {
  return useQuery({
    queryKey: ['/gruppi', 'nomi'],
    queryFn: async ({ signal }) => (await api.get<Lista<Gruppo>>('/gruppi', { page: 0, forPage: 1000 }, signal)).data.list.map((g) => g.nome),
  });
}

/** /users: read-only list, server-paged 50 per page, history per row. */
export function UsersListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const gruppi = useNomiGruppi();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  return (
    <PageLayout titolo={t('utenti.titolo')} onRefresh={() => queryClient.invalidateQueries({ queryKey: ['/users'] })}>
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'username', etichetta: t('utenti.username') },
            { nome: 'lastname', etichetta: t('utenti.lastName') },
            { nome: 'firstname', etichetta: t('utenti.firstName') },
            { nome: 'profilo', etichetta: t('utenti.profilo'), opzioni: (gruppi.data ?? []).map((n) => ({ label: n, value: n })) },
          ]}
          onCerca={setFiltri}
        />
        <LazyTable<UtenteLista> risorsa="/users" filtri={filtri} forPage={50} ariaLabel={t('utenti.titolo')}>
          <Column header={t('utenti.gruppo')} body={(u: UtenteLista) => <Link to={`/gruppi/view/${u.idGruppo}`}>{u.profilo}</Link>} />
          <Column field="lastname" header={t('utenti.cognome')} />
          <Column field="firstname" header={t('utenti.nome')} />
          <Column
            header={t('utenti.username')}
            body={(u: UtenteLista) => (
              <div className="registro-username">
                <span>{u.username}</span>
                {u.email && <small>{u.email}</small>}
              </div>
            )}
          />
          <Column header="" body={(u: UtenteLista) => <UserHistoryButton id={u.id} />} style={{ width: '4rem' }} />
        </LazyTable>
      </div>
    </PageLayout>
  );
}
