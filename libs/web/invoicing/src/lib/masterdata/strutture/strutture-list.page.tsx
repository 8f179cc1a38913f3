import { Link, useNavigate } from 'react-router';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Struttura } from '@registro/contracts';
import { ClientTable, PageLayout, errorLines, useAllRows, RowEditButton } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

const STRUTTURE_PAGE_SIZE = 10;

/** /strutture: the facilities whose data head the electronic invoice and the Sistema TS export. */
export function StruttureListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const strutture = useAllRows<Struttura>('/strutture');
  return (
    <PageLayout
      titolo={t('strutture.titolo')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.strutture.all })}
      onNew={() => navigate('/strutture/edit/-1')}
    >
      <div className="registro-card">
        {strutture.isError && <Message severity="error" text={errorLines(strutture.error).join(' ')} className="mb-2" />}
        <ClientTable<Struttura> value={strutture.data ?? []} rows={STRUTTURE_PAGE_SIZE} loading={strutture.isLoading} ariaLabel={t('strutture.titolo')}>
          <Column field="codiceStruttura" header={t('strutture.codiceStruttura')} />
          <Column field="denominazione" header={t('strutture.denominazione')} body={(s: Struttura) => <Link to={`/strutture/view/${s.id}`}>{s.denominazione || '---'}</Link>} />
          <Column field="partitaIva" header={t('strutture.partitaIva')} />
          <Column field="comune" header={t('strutture.comune')} />
          <Column field="provincia" header={t('strutture.provincia')} />
          <Column
            header=""
            style={{ width: '5rem' }}
            body={(s: Struttura) => (
              <div className="registro-azioni-riga">
                <RowEditButton onClick={() => navigate(`/strutture/edit/${s.id}`)} />
              </div>
            )}
          />
        </ClientTable>
      </div>
    </PageLayout>
  );
}
