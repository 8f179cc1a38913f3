import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DizionarioTipo } from '@registro/contracts';
import { FilterBar, HistoryDialog, LazyTable, PageLayout, useDeleteRecord, RowEditButton, RowDeleteButton } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { siNo } from '../catalogo/configurazione-list';
import { DizionarioTipoDialog } from './dizionario-tipo-dialog';
import { useSezioniDizionario } from './use-tipi-dizionario';
import { OPZIONI_SEZIONE, OPZIONI_TIPO, OPZIONI_TIPO_MOVIMENTO } from './opzioni-dizionario';

/** Spec 3 §9: the dictionary list shows 50 rows per page. */
export const DIZIONARI_PAGE_SIZE = 50;

const etichetta = (opzioni: { label: string; value: string }[], valore: string | null) => opzioni.find((o) => o.value === valore)?.label ?? '';

/** /papercleanconfigurazionrdizionari (spec 3 §2): the types of the three sections, filters, add/edit modal, delete, history. */
export function DizionariListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  const [aperto, setAperto] = useState<number | null>(null);
  const [storico, setStorico] = useState<number | null>(null);
  const elimina = useDeleteRecord({ risorsa: '/dizionariotipi', titolo: t('dizionari.titolo'), conferma: t('commerce.confermaElimina'), etichette: 'SI/NO' });
  const sezioni = useSezioniDizionario();
  const idSezione = (sezione: string) => sezioni.data?.find((s) => s.sezione === sezione)?.id;

  return (
    <PageLayout titolo={t('dizionari.titolo')} onBack={() => navigate('/home')} onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.dizionariotipi.all })} onNew={() => setAperto(-1)}>
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'sezioneDizionario', etichetta: t('dizionari.sezione'), opzioni: OPZIONI_SEZIONE },
            { nome: 'codiceTipo', etichetta: t('dizionari.codiceTipo') },
            { nome: 'descrizioneTipo', etichetta: t('dizionari.descrizioneTipo') },
          ]}
          onCerca={setFiltri}
        />
        <LazyTable risorsa="/dizionariotipi" filtri={filtri} forPage={DIZIONARI_PAGE_SIZE} ariaLabel={t('dizionari.titolo')} excel="Dizionari_">
          <Column header="#" style={{ width: '4rem' }} body={(_: DizionarioTipo, o: ColumnBodyOptions) => o.rowIndex + 1} />
          <Column
            header={t('dizionari.sezione')}
            body={(r: DizionarioTipo) => {
              const id = idSezione(r.sezioneDizionario);
              return id ? <Link to={`/papercleanconfigurazionrdizionari/view/${id}`}>{r.sezioneDizionario}</Link> : r.sezioneDizionario;
            }}
          />
          <Column field="codiceTipo" header={t('dizionari.codiceTipo')} />
          <Column field="descrizioneTipo" header={t('dizionari.descrizioneTipo')} />
          <Column header={t('dizionari.tipo')} body={(r: DizionarioTipo) => etichetta(OPZIONI_TIPO, r.tipo)} />
          <Column header={t('dizionari.tipoMovimento')} body={(r: DizionarioTipo) => etichetta(OPZIONI_TIPO_MOVIMENTO, r.tipoMovimento)} />
          <Column field="richiedeFattura" header={t('dizionari.documentoSuccessivo')} />
          <Column header={t('dizionari.attivo')} style={{ width: '6rem' }} body={(r: DizionarioTipo) => siNo(r.attivo !== false)} />
          <Column
            header=""
            style={{ width: '10rem' }}
            body={(r: DizionarioTipo) => (
              <div className="registro-azioni-riga">
                <RowEditButton onClick={() => setAperto(r.id)} />
                <Button icon="pi pi-history" rounded text aria-label={t('ui.storicoModifiche')} tooltip={t('ui.storicoModifiche')} onClick={() => setStorico(r.id)} />
                <RowDeleteButton onClick={() => elimina(r.id)} />
              </div>
            )}
          />
        </LazyTable>
      </div>
      <DizionarioTipoDialog id={aperto} onHide={() => setAperto(null)} />
      <HistoryDialog visible={storico !== null} onHide={() => setStorico(null)} sezione="dizionari" idRisorsa={storico ?? 0} />
    </PageLayout>
  );
}
