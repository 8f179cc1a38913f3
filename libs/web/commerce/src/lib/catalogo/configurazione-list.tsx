import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterBar, HistoryDialog, LazyTable, PageLayout, useDeleteRecord, resourceKeys, RowEditButton, RowDeleteButton } from '@registro/web-ui';

/** Spec 3 §9: the VAT, group, brand and category lists show 50 rows per page. */
export const CONFIGURAZIONE_PAGE_SIZE = 50;

export interface ConfigurazioneListProps {
  titolo: string;
  /** API path, e.g. "/iva" */
  risorsa: string;
  /** the history's section (the stream type) */
  sezione: string;
  /** the columns between the index and Attivo */
  colonne: ReactNode;
  /** the add/edit modal for the record `id` (-1 new, null closed) */
  dialogo: (id: number | null, chiudi: () => void) => ReactNode;
}

/** SI/NO of an attivo flag (spec 3 §4). */
export const siNo = (valore: boolean) => (valore ? 'SI' : 'NO');

/**
 * A configuration list of the catalogue (spec 3 §2): filters code and description, 50 per page,
 * Attivo as SI/NO, add/edit in a modal, delete after a confirmation, the history of each row;
 * the back link goes to /home.
 */
export function ConfigurazioneList<T extends { id: number; attivo: boolean }>({ titolo, risorsa, sezione, colonne, dialogo }: ConfigurazioneListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  const [aperto, setAperto] = useState<number | null>(null);
  const [storico, setStorico] = useState<number | null>(null);
  const elimina = useDeleteRecord({ risorsa, titolo, conferma: t('catalogo.confermaElimina') });

  return (
    <PageLayout titolo={titolo} onBack={() => navigate('/home')} onRefresh={() => void queryClient.invalidateQueries({ queryKey: resourceKeys(risorsa).all })} onNew={() => setAperto(-1)}>
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'codice', etichetta: t('catalogo.codice') },
            { nome: 'descrizione', etichetta: t('catalogo.descrizione') },
          ]}
          onCerca={setFiltri}
        />
        <LazyTable risorsa={risorsa} filtri={filtri} forPage={CONFIGURAZIONE_PAGE_SIZE} ariaLabel={titolo}>
          <Column header="#" style={{ width: '4rem' }} body={(_: T, o: ColumnBodyOptions) => o.rowIndex + 1} />
          {colonne}
          <Column header={t('catalogo.attivo')} style={{ width: '6rem' }} body={(r: T) => siNo(r.attivo)} />
          <Column
            header=""
            style={{ width: '10rem' }}
            body={(r: T) => (
              <div className="registro-azioni-riga">
                <RowEditButton onClick={() => setAperto(r.id)} />
                <Button icon="pi pi-history" rounded text aria-label={t('ui.storicoModifiche')} tooltip={t('ui.storicoModifiche')} onClick={() => setStorico(r.id)} />
                <RowDeleteButton onClick={() => elimina(r.id)} />
              </div>
            )}
          />
        </LazyTable>
      </div>
      {dialogo(aperto, () => setAperto(null))}
      <HistoryDialog visible={storico !== null} onHide={() => setStorico(null)} sezione={sezione} idRisorsa={storico ?? 0} />
    </PageLayout>
  );
}
