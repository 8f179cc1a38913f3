import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CausaleDocumento } from '@registro/contracts';
import { ClientTable, FilterBar, PageLayout, errorLines, useDeleteRecord, useAllRows, RowEditButton, RowDeleteButton } from '@registro/web-ui';
import { filterRows } from '../tipidocumento/filter-rows';
import { queryKeys } from '../../query-keys';

/** Spec 2 §9: reasons, 10 per page. */
export const CAUSALI_PAGE_SIZE = 10;

/** /causalidocumento: filters reason code and description (client-side, contains). */
export function CausaliListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  const causali = useAllRows<CausaleDocumento>('/causalidocumento');
  const elimina = useDeleteRecord({ risorsa: '/causalidocumento', titolo: t('causalidocumento.titolo'), conferma: t('tipidocumento.confermaElimina') });
  const righe = filterRows(causali.data ?? [], { codiceCausale: filtri['codiceCausale'], descrizioneCausale: filtri['descrizioneCausale'] });

  return (
    <PageLayout
      titolo={t('causalidocumento.titolo')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.causalidocumento.all })}
      onNew={() => navigate('/causalidocumento/edit/-1')}
    >
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'codiceCausale', etichetta: t('causalidocumento.codiceCausale') },
            { nome: 'descrizioneCausale', etichetta: t('causalidocumento.descrizioneCausale') },
          ]}
          onCerca={setFiltri}
        />
        {causali.isError && <Message severity="error" text={errorLines(causali.error).join(' ')} className="mb-2" />}
        <ClientTable<CausaleDocumento> value={righe} rows={CAUSALI_PAGE_SIZE} loading={causali.isLoading} ariaLabel={t('causalidocumento.titolo')}>
          <Column header="#" style={{ width: '4rem' }} body={(_: CausaleDocumento, o: ColumnBodyOptions) => o.rowIndex + 1} />
          <Column field="codiceTipoDocumento" header={t('causalidocumento.tipoDocumento')} />
          <Column field="codiceCausale" header={t('causalidocumento.codiceCausale')} />
          <Column
            field="descrizioneCausale"
            header={t('causalidocumento.descrizioneCausale')}
            body={(c: CausaleDocumento) => <Link to={`/causalidocumento/view/${c.id}`}>{c.descrizioneCausale || '---'}</Link>}
          />
          <Column field="operazioneMagazzino" header={t('causalidocumento.operazioneMagazzino')} />
          <Column field="operazioneContabile" header={t('causalidocumento.operazioneContabile')} />
          <Column
            header=""
            style={{ width: '7rem' }}
            body={(c: CausaleDocumento) => (
              <div className="registro-azioni-riga">
                <RowEditButton onClick={() => navigate(`/causalidocumento/edit/${c.id}`)} />
                <RowDeleteButton onClick={() => elimina(c.id)} />
              </div>
            )}
          />
        </ClientTable>
      </div>
    </PageLayout>
  );
}
