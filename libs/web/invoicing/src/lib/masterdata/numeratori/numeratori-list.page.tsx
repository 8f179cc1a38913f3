import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Numeratore } from '@registro/contracts';
import { ClientTable, FilterBar, PageLayout, errorLines, useAllRows, useDeleteRecord, RowDeleteButton } from '@registro/web-ui';
import { DuplicaNumeratoreDialog } from './duplica-numeratore-dialog';
import { queryKeys } from '../../query-keys';

/** Spec 2 §9: the counter list, 50 per page (client-paged: GET numeratori answers every matching counter, spec 2 §7). */
export const NUMERATORI_PAGE_SIZE = 50;

/**
 * /numeratori (counters area): index, Codice (link), Descrizione, Valore, Anno, Cod. Struttura, Note,
 * view, duplicate and delete. The filters go to the server (GET numeratori with codice, descrizione), whose
 * answer is the plain array of the counters; the table pages it.
 */
export function NumeratoriListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  const [daDuplicare, setDaDuplicare] = useState<Numeratore | null>(null);
  const numeratori = useAllRows<Numeratore>('/numeratori', filtri);
  // the one numerator entry of the menu (issue 25): it also deletes, as /fatturazionenumeratori does
  const elimina = useDeleteRecord({ risorsa: '/numeratori', titolo: t('numeratori.titolo'), conferma: t('tipidocumento.confermaElimina') });

  return (
    <PageLayout
      titolo={t('numeratori.titolo')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.numeratori.all })}
      onNew={() => navigate('/numeratori/edit/-1')}
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
        <ClientTable<Numeratore> value={numeratori.data ?? []} rows={NUMERATORI_PAGE_SIZE} loading={numeratori.isLoading} ariaLabel={t('numeratori.titolo')}>
          <Column header="#" style={{ width: '4rem' }} body={(_: Numeratore, o: ColumnBodyOptions) => o.rowIndex + 1} />
          <Column header={t('numeratori.codice')} body={(n: Numeratore) => <Link to={`/numeratori/view/${n.id}`}>{n.codice}</Link>} />
          <Column field="descrizione" header={t('numeratori.descrizione')} />
          <Column field="valore" header={t('numeratori.valore')} />
          <Column field="anno" header={t('numeratori.anno')} />
          <Column field="codiceStruttura" header={t('numeratori.codStruttura')} />
          <Column field="note" header={t('numeratori.note')} />
          <Column
            header=""
            style={{ width: '9.5rem' }}
            body={(n: Numeratore) => (
              <div className="registro-azioni-riga">
                <Button icon="pi pi-eye" rounded text aria-label={t('numeratori.visualizza')} tooltip={t('numeratori.visualizza')} onClick={() => navigate(`/numeratori/view/${n.id}`)} />
                <Button icon="pi pi-copy" rounded text aria-label={t('numeratori.duplica')} tooltip={t('numeratori.duplica')} onClick={() => setDaDuplicare(n)} />
                <RowDeleteButton onClick={() => elimina(n.id)} />
              </div>
            )}
          />
        </ClientTable>
      </div>
      <DuplicaNumeratoreDialog numeratore={daDuplicare} onHide={() => setDaDuplicare(null)} />
    </PageLayout>
  );
}
