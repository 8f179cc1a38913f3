import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STATO_ANAGRAFICA_ELIMINATO, type Anagrafica } from '@registro/contracts';
import { FilterBar, HistoryDialog, LazyTable, PageLayout, useDeleteRecord, RowEditButton, RowDeleteButton } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { AnagraficaDialog, AnagraficaViewDialog } from './anagrafica-dialog';
import { useRipristinaAnagrafica } from './use-ripristina-anagrafica';
import { statoAnagrafica } from './stato-anagrafica';
import { useTipiDizionario } from './use-tipi-dizionario';

/** Spec 3 §9: the party list shows 50 rows per page. */
export const ANAGRAFICA_PAGE_SIZE = 50;

/**
 * /papercleananagraficatipi/anagrafica?codiceTipo=… (spec 3 §2): the parties of a type (the title
 * names it: "Anagrafica Clienti"), filters
 * code, name, VAT number and fiscal code; add/edit and view in modals, delete (confirmed) and
 * restore of an ELIMINATO party, which can otherwise only be viewed.
 */
export function AnagraficaListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [parametri] = useSearchParams();
  const codiceTipo = parametri.get('codiceTipo') ?? '';
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  const [aperto, setAperto] = useState<number | null>(null);
  const [vista, setVista] = useState<Anagrafica | null>(null);
  const [storico, setStorico] = useState<number | null>(null);
  const elimina = useDeleteRecord({ risorsa: '/anagrafica', titolo: t('anagrafica.titolo'), conferma: t('commerce.confermaElimina'), etichette: 'SI/NO' });
  const ripristina = useRipristinaAnagrafica();
  const tipi = useTipiDizionario('ANAGRAFICA');
  const nomeTipo = tipi.data?.find((d) => d.codiceTipo === codiceTipo)?.descrizioneTipo ?? codiceTipo;
  const titolo = nomeTipo ? `${t('anagrafica.titolo')} ${nomeTipo}` : t('anagrafica.titolo');

  return (
    <PageLayout
      titolo={titolo}
      onBack={() => navigate('/papercleananagraficatipi')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.anagrafica.all })}
      onNew={() => setAperto(-1)}
    >
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'codice', etichetta: t('anagrafica.codice') },
            { nome: 'nominativo', etichetta: t('anagrafica.nominativo') },
            { nome: 'partitaIva', etichetta: t('anagrafica.partitaIva') },
            { nome: 'codiceFiscale', etichetta: t('anagrafica.codiceFiscale') },
          ]}
          onCerca={setFiltri}
        />
        <LazyTable risorsa="/anagrafica" filtri={{ ...filtri, codiceTipo }} forPage={ANAGRAFICA_PAGE_SIZE} ariaLabel={titolo} excel="Anagrafica_">
          <Column header="#" style={{ width: '4rem' }} body={(_: Anagrafica, o: ColumnBodyOptions) => o.rowIndex + 1} />
          <Column field="codice" header={t('anagrafica.codice')} />
          <Column field="nominativo" header={t('anagrafica.nominativo')} />
          <Column field="citta" header={t('anagrafica.citta')} />
          <Column field="partitaIva" header={t('anagrafica.partitaIva')} />
          <Column field="codiceFiscale" header={t('anagrafica.codiceFiscale')} />
          <Column field="telefono" header={t('anagrafica.telefono')} />
          <Column
            header={t('anagrafica.attivo')}
            style={{ width: '8rem' }}
            body={(r: Anagrafica) => {
              const stato = statoAnagrafica(r, t);
              return stato.eliminata ? <Tag severity="danger" value={stato.testo} /> : stato.testo;
            }}
          />
          <Column
            header=""
            style={{ width: '12rem' }}
            body={(r: Anagrafica) => (
              <div className="registro-azioni-riga">
                <Button icon="pi pi-eye" rounded text aria-label={t('anagrafica.visualizza')} tooltip={t('anagrafica.visualizza')} onClick={() => setVista(r)} />
                {r.statoAttuale === STATO_ANAGRAFICA_ELIMINATO ? (
                  <Button icon="pi pi-replay" rounded text severity="success" aria-label={t('anagrafica.ripristina')} tooltip={t('anagrafica.ripristina')} onClick={() => ripristina(r.id)} />
                ) : (
                  <>
                    <RowEditButton onClick={() => setAperto(r.id)} />
                    <RowDeleteButton onClick={() => elimina(r.id)} />
                  </>
                )}
                <Button icon="pi pi-history" rounded text aria-label={t('ui.storicoModifiche')} tooltip={t('ui.storicoModifiche')} onClick={() => setStorico(r.id)} />
              </div>
            )}
          />
        </LazyTable>
      </div>
      <AnagraficaDialog id={aperto} codiceTipo={codiceTipo} onHide={() => setAperto(null)} />
      <AnagraficaViewDialog anagrafica={vista} onHide={() => setVista(null)} />
      <HistoryDialog visible={storico !== null} onHide={() => setStorico(null)} sezione="anagrafica" idRisorsa={storico ?? 0} />
    </PageLayout>
  );
}
