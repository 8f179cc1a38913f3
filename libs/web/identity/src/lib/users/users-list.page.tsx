import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { UtenteLista } from '@registro/contracts';
import { FilterBar, LazyTable, PageLayout, useAppConfig } from '@registro/web-ui';
import { useGruppiOptions } from './use-gruppi-opzioni';
import { UserActions } from './user-actions';
import { queryKeys } from '../query-keys';

/** /users: filters, Gruppo/Cognome/Nome/Username columns and the row actions; server-paged 50 per page. */
export function UsersListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const gruppi = useGruppiOptions();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  const ricarica = () => queryClient.invalidateQueries({ queryKey: queryKeys.users });
  return (
    <PageLayout titolo={t('utenti.titolo')} onRefresh={ricarica} onNew={() => navigate('/users/edit/-1')}>
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'username', etichetta: t('utenti.username') },
            { nome: 'lastname', etichetta: t('utenti.lastName') },
            { nome: 'firstname', etichetta: t('utenti.firstName') },
            { nome: 'profilo', etichetta: t('utenti.profilo'), opzioni: (gruppi.data ?? []).map((g) => ({ label: g.nome, value: g.nome })) },
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
                <Link to={`/users/edit/${u.id}`}>{u.username}</Link>
                {u.email && <small>{u.email}</small>}
              </div>
            )}
          />
          <Column header="" body={(u: UtenteLista) => <UserActions utente={u} twoFactor={config.twoFactor} onCambiato={ricarica} />} style={{ width: '16rem' }} />
        </LazyTable>
      </div>
    </PageLayout>
  );
}
