import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Numeratore } from '@registro/contracts';
import { ClientTable, FilterBar, PageLayout, errorLines, useDeleteRecord, useAllRows, RowEditButton, RowDeleteButton } from '@registro/web-ui';
import { filterRows } from '../tipidocumento/filter-rows';
import { queryKeys } from '../../query-keys';

/** Spec 2 §9: numerators (first variant), 10 per page. */
export const FATTURAZIONE_NUMERATORI_PAGE_SIZE = 10;

/** /fatturazionenumeratori: filters code and description (client-side, contains), the code opens the view. */
export function FatturazioneNumeratoriListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  const numeratori = useAllRows<Numeratore>('/numeratori');
  const elimina = useDeleteRecord({ risorsa: '/numeratori', titolo: t('numeratori.titoloFatturazione'), conferma: t('tipidocumento.confermaElimina') });
  const righe = filterRows(numeratori.data ?? [], { codice: filtri['codice'], descrizione: filtri['descrizione'] });

  return (
    <PageLayout
      titolo={t('numeratori.titoloFatturazione')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.numeratori.all })}
      onNew={() => navigate('/fatturazionenumeratori/edit/-1')}
    >
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'codice', etichetta: t('numeratori.codice') },
            { nome: 'descrizione', etichetta: t('numeratori.descrizione') },
          ]}
          onCerca={setFiltri}
        />
        {numeratori.isError && <Message severity="error" text={errorLines(numeratori.error).join(' ')} className="mb-2" />}
        <ClientTable<Numeratore> value={righe} rows={FATTURAZIONE_NUMERATORI_PAGE_SIZE} loading={numeratori.isLoading} ariaLabel={t('numeratori.titoloFatturazione')}>
          <Column header="#" style={{ width: '4rem' }} body={(_: Numeratore, o: ColumnBodyOptions) => o.rowIndex + 1} />
          <Column field="codice" header={t('numeratori.codice')} body={(n: Numeratore) => <Link to={`/fatturazionenumeratori/view/${n.id}`}>{n.codice}</Link>} />
          <Column field="descrizione" header={t('numeratori.descrizione')} />
          <Column field="valore" header={t('numeratori.valore')} />
          <Column field="anno" header={t('numeratori.anno')} />
          <Column field="codiceStruttura" header={t('numeratori.codStruttura')} />
          <Column
            header=""
            style={{ width: '7rem' }}
            body={(n: Numeratore) => (
              <div className="registro-azioni-riga">
                <RowEditButton onClick={() => navigate(`/fatturazionenumeratori/edit/${n.id}`)} />
                <RowDeleteButton onClick={() => elimina(n.id)} />
              </div>
            )}
          />
        </ClientTable>
      </div>
    </PageLayout>
  );
}
