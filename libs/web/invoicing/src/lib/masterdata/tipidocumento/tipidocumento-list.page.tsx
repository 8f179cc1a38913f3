import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TipoDocumento } from '@registro/contracts';
import { ClientTable, FilterBar, PageLayout, errorLines, useDeleteRecord, useAllRows, RowEditButton, RowDeleteButton } from '@registro/web-ui';
import { filterRows } from './filter-rows';
import { tipoSdiLabel } from './tipo-documento';
import { queryKeys } from '../../query-keys';

/** Spec 2 §9: document types, 10 per page. */
export const TIPI_DOCUMENTO_PAGE_SIZE = 10;

/** /tipidocumento: filters code and description (client-side, contains), the description opens the view. */
export function TipiDocumentoListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  const tipi = useAllRows<TipoDocumento>('/tipidocumento');
  const elimina = useDeleteRecord({ risorsa: '/tipidocumento', titolo: t('tipidocumento.titolo'), conferma: t('tipidocumento.confermaElimina') });
  const righe = filterRows(tipi.data ?? [], { codiceTipoDocumento: filtri['codice'], descrizioneTipoDocumento: filtri['descrizione'] });

  return (
    <PageLayout
      titolo={t('tipidocumento.titolo')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.tipidocumento.all })}
      onNew={() => navigate('/tipidocumento/edit/-1')}
    >
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'codice', etichetta: t('tipidocumento.codice') },
            { nome: 'descrizione', etichetta: t('tipidocumento.descrizione') },
          ]}
          onCerca={setFiltri}
        />
        {tipi.isError && <Message severity="error" text={errorLines(tipi.error).join(' ')} className="mb-2" />}
        <ClientTable<TipoDocumento> value={righe} rows={TIPI_DOCUMENTO_PAGE_SIZE} loading={tipi.isLoading} ariaLabel={t('tipidocumento.titolo')}>
          <Column header="#" style={{ width: '4rem' }} body={(_: TipoDocumento, o: ColumnBodyOptions) => o.rowIndex + 1} />
          <Column field="codiceTipoDocumento" header={t('tipidocumento.codice')} />
          <Column
            field="descrizioneTipoDocumento"
            header={t('tipidocumento.descrizione')}
            body={(r: TipoDocumento) => <Link to={`/tipidocumento/view/${r.id}`}>{r.descrizioneTipoDocumento || '---'}</Link>}
          />
          <Column field="tipoDocumento" header={t('tipidocumento.tipo')} />
          <Column field="codiceNumeratore" header={t('tipidocumento.codiceNumeratore')} />
          <Column field="tipoDocumentoSdi" header={t('tipidocumento.tipoDocumentoSdi')} body={(r: TipoDocumento) => tipoSdiLabel(r.tipoDocumentoSdi)} />
          <Column
            header=""
            style={{ width: '7rem' }}
            body={(r: TipoDocumento) => (
              <div className="registro-azioni-riga">
                <RowEditButton onClick={() => navigate(`/tipidocumento/edit/${r.id}`)} />
                <RowDeleteButton onClick={() => elimina(r.id)} />
              </div>
            )}
          />
        </ClientTable>
      </div>
    </PageLayout>
  );
}
