import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentoCommerciale } from '@registro/contracts';
import { LazyTable, PageLayout } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { documentiPath, formatDataOraDocumento, type StoreDocumento } from './documento';
import { DocumentoEditorDialog } from './documento-editor-dialog';
import { TIPI_DOCUMENTO_PATH, trasformaPath } from './documenti-paths';
import type { AperturaDocumento } from './use-documento-editor';
import { useTipiDocumento } from './use-documenti-lookups';

/** Spec 3 §9: 50 documents per page. */
export const DOCUMENTI_PER_PAGINA = 50;

/**
 * The documents of one type (query codiceTipo) in one store (query tipo: P or A, with the red
 * ARCHIVIO banner), in one state when the query says statoAttuale (BOZZA from Home's counter): Numero, Intestatario, Data Ora and the row actions. The mobile list has no
 * new button.
 */
export function DocumentiList({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [parametri] = useSearchParams();
  const codiceTipo = parametri.get('codiceTipo') ?? '';
  const store: StoreDocumento = parametri.get('tipo') === 'A' ? 'A' : 'P';
  // Home's drafts counter links here with statoAttuale=BOZZA (the server's filter name)
  const statoAttuale = parametri.get('statoAttuale') ?? '';
  const tipi = useTipiDocumento(mobile ? 'DOCUMENTOMOBILE' : 'DOCUMENTO');
  const tipoSuccessivo = tipi.data?.find((d) => d.codiceTipo === codiceTipo)?.richiedeFattura ?? null;
  const [apertura, setApertura] = useState<AperturaDocumento | null>(null);
  const chiave = store === 'A' ? queryKeys.documentiArchivio : queryKeys.documenti;
  const titolo = mobile ? t('documentiCommerciali.documentiMobile') : t('documentiCommerciali.titolo');

  return (
    <PageLayout
      titolo={`${titolo}${codiceTipo ? ` ${codiceTipo}` : ''}${statoAttuale ? ` (${statoAttuale})` : ''}`}
      onBack={() => navigate(TIPI_DOCUMENTO_PATH)}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: chiave.all })}
    >
      <div className="registro-card">
        {store === 'A' && (
          <Message severity="error" className="w-full mb-3 justify-content-center font-bold" text={t('documentiCommerciali.archivio')} />
        )}
        {!mobile && (
          <div className="flex justify-content-end mb-3">
            <Button label={t('documentiCommerciali.aggiungi')} icon="pi pi-plus" onClick={() => setApertura({ id: -1, tipo: codiceTipo, solaLettura: false })} />
          </div>
        )}
        <LazyTable<DocumentoCommerciale>
          // the table keeps its cells once drawn: drawn again once the types are read, the rows
          // get their Trasforma action (and the mobile list its type descriptions)
          key={tipi.isSuccess ? 'con-tipi' : 'senza-tipi'}
          risorsa={documentiPath(store)}
          filtri={statoAttuale ? { tipo: codiceTipo, statoAttuale } : { tipo: codiceTipo }}
          forPage={DOCUMENTI_PER_PAGINA}
          ariaLabel={titolo}
          excel="Documenti_"
        >
          <Column field="numero" header={t('documentiCommerciali.numero')} style={{ width: '7rem' }} />
          {/* the mobile list (and a list of every type) mixes types: each row says its own */}
          {(mobile || !codiceTipo) && (
            <Column
              field="tipo"
              header={t('documentiCommerciali.tipoDocumento')}
              style={{ width: '12rem' }}
              body={(d: DocumentoCommerciale) => tipi.data?.find((x) => x.codiceTipo === d.tipo)?.descrizioneTipo ?? d.tipo}
            />
          )}
          <Column field="descrizioneAnagrafica" header={t('documentiCommerciali.intestatario')} />
          <Column header={t('documentiCommerciali.dataOra')} style={{ width: '11rem' }} body={(d: DocumentoCommerciale) => formatDataOraDocumento(d.dataOra)} />
          <Column field="statoAttuale" header={t('ui.stato')} style={{ width: '8rem' }} />
          <Column
            header={t('documentiCommerciali.azioni')}
            style={{ width: '11rem' }}
            body={(d: DocumentoCommerciale) => (
              <div className="flex gap-1">
                {d.statoAttuale === 'COMPLETA' && tipoSuccessivo && (
                  <Button
                    icon="pi pi-sync"
                    rounded
                    text
                    aria-label={t('documentiCommerciali.trasforma')}
                    tooltip={t('documentiCommerciali.trasforma')}
                    onClick={() => navigate(trasformaPath({ idDocumento: d.id, codiceTipo, tipo: store, nuovoTipo: tipoSuccessivo }))}
                  />
                )}
                {d.statoAttuale === 'BOZZA' && (
                  <Button
                    icon="pi pi-pencil"
                    rounded
                    text
                    aria-label={t('documentiCommerciali.modificaDocumento')}
                    tooltip={t('documentiCommerciali.modificaDocumento')}
                    onClick={() => setApertura({ id: d.id, tipo: d.tipo, solaLettura: false })}
                  />
                )}
                <Button
                  icon="pi pi-eye"
                  rounded
                  text
                  aria-label={t('documentiCommerciali.visualizzaDocumento')}
                  tooltip={t('documentiCommerciali.visualizzaDocumento')}
                  onClick={() => setApertura({ id: d.id, tipo: d.tipo, solaLettura: true })}
                />
              </div>
            )}
          />
        </LazyTable>
      </div>
      <DocumentoEditorDialog store={store} apertura={apertura} onChiudi={() => setApertura(null)} />
    </PageLayout>
  );
}
