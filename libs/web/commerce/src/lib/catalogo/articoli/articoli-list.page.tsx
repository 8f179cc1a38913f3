import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ArticoloElenco } from '@registro/contracts';
import { FilterBar, HistoryDialog, LazyTable, PageLayout, useDeleteRecord, useSessionFilters, RowEditButton, RowDeleteButton } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';
import { siNo } from '../configurazione-list';
import { ArticoloDialog } from './articolo-dialog';
import { ARTICOLI_PATH } from './articolo-edit.page';

/** Spec 3 §9: 50 articles per page. */
export const ARTICOLI_PAGE_SIZE = 50;

/**
 * /papercleanarticoli (spec 3 §2 Articles): filters kept in session storage, 50 per page with the
 * total; Nuovo opens the editor page (-1), a row's edit the page or the modal; edit and delete only
 * for an attivo article.
 */
export function ArticoliListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useSessionFilters('papercleanarticoli');
  const [modale, setModale] = useState<number | null>(null);
  const [storico, setStorico] = useState<number | null>(null);
  const elimina = useDeleteRecord({ risorsa: '/articoli', titolo: t('catalogo.articoli'), conferma: t('catalogo.confermaElimina') });

  return (
    <PageLayout
      titolo={t('catalogo.articoli')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.articoli.all })}
      onNew={() => navigate(`${ARTICOLI_PATH}/edit/-1`)}
    >
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'nominativo', etichetta: t('catalogo.nominativo') },
            { nome: 'codiceTipo', etichetta: t('catalogo.codiceTipo') },
            { nome: 'partitaIva', etichetta: t('catalogo.partitaIva') },
            { nome: 'codiceFiscale', etichetta: t('catalogo.codiceFiscale') },
            { nome: 'codice', etichetta: t('catalogo.codiceArticolo') },
            { nome: 'barcode', etichetta: t('catalogo.barcode') },
            { nome: 'descrizione', etichetta: t('catalogo.descrizione') },
          ]}
          iniziali={filtri}
          onCerca={setFiltri}
        />
        <LazyTable risorsa="/articoli" filtri={filtri} forPage={ARTICOLI_PAGE_SIZE} ariaLabel={t('catalogo.articoli')}>
          <Column header="#" style={{ width: '4rem' }} body={(_: ArticoloElenco, o: ColumnBodyOptions) => o.rowIndex + 1} />
          <Column field="codice" header={t('catalogo.codice')} />
          <Column field="descrizione" header={t('catalogo.descrizione')} />
          <Column field="descrizioneFornitore" header={t('catalogo.fornitore')} />
          <Column field="descrizioneIva" header={t('catalogo.iva')} />
          <Column header={t('catalogo.attivo')} style={{ width: '6rem' }} body={(r: ArticoloElenco) => siNo(r.attivo)} />
          <Column
            header=""
            style={{ width: '12rem' }}
            body={(r: ArticoloElenco) => (
              <div className="registro-azioni-riga">
                {r.attivo && (
                  <>
                    <RowEditButton onClick={() => navigate(`${ARTICOLI_PATH}/edit/${r.id}`)} />
                    <Button icon="pi pi-window-maximize" rounded text aria-label={t('catalogo.modificaInFinestra')} tooltip={t('catalogo.modificaInFinestra')} onClick={() => setModale(r.id)} />
                  </>
                )}
                <Button icon="pi pi-history" rounded text aria-label={t('ui.storicoModifiche')} tooltip={t('ui.storicoModifiche')} onClick={() => setStorico(r.id)} />
                {r.attivo && <RowDeleteButton onClick={() => elimina(r.id)} />}
              </div>
            )}
          />
        </LazyTable>
      </div>
      <ArticoloDialog id={modale} onHide={() => setModale(null)} />
      <HistoryDialog visible={storico !== null} onHide={() => setStorico(null)} sezione="articoli" idRisorsa={storico ?? 0} />
    </PageLayout>
  );
}
