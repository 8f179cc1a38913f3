import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { codiceTipoAnagraficaPerMovimento, type Anagrafica, type ArticoloElenco } from '@registro/contracts';
import { FormField, HistoryDialog, LineEditor } from '@registro/web-ui';
import type { StoreDocumento } from './documento';
import { RicercaStep } from './ricerca-step';
import { righeDocumento } from './righe-documento';
import { TotaliDocumento } from './totali-documento';
import { useDocumentoEditor, type AperturaDocumento } from './use-documento-editor';
import { useTipiDocumento } from './use-documenti-lookups';

/** Stream type of the documents: the history dialog's section. */
const SEZIONE_STORICO = 'documenticommerciali';

interface DocumentoEditorDialogProps {
  store: StoreDocumento;
  apertura: AperturaDocumento | null;
  onChiudi: () => void;
}

/**
 * The document editor modal (spec 3 §2): step 0 the form (counterparty with CERCA, rows, totals;
 * Salva, Salva Bozza, Annulla), step 1 the article search, step 2 the counterparty search. It
 * cannot be closed by the backdrop, Escape or a header X. Read-only for Visualizza Documento.
 */
export function DocumentoEditorDialog({ store, apertura, onChiudi }: DocumentoEditorDialogProps) {
  const { t } = useTranslation();
  const editor = useDocumentoEditor(store, apertura, onChiudi);
  const [storico, setStorico] = useState(false);
  const { documento, step } = editor;
  const solaLettura = !!apertura?.solaLettura;
  // the counterparty search offers the parties of the type's side: a DDT's customers, an order's suppliers
  const tipiDocumento = useTipiDocumento('DOCUMENTO');
  const tipiMobile = useTipiDocumento('DOCUMENTOMOBILE');
  const tipoDocumento = [...(tipiDocumento.data ?? []), ...(tipiMobile.data ?? [])].find((d) => d.codiceTipo === documento?.tipo);
  const codiceTipoAnagrafica = codiceTipoAnagraficaPerMovimento(tipoDocumento?.tipoMovimento);
  const tipiCaricati = !tipiDocumento.isLoading && !tipiMobile.isLoading;
  const titolo = !apertura
    ? ''
    : solaLettura
      ? t('documentiCommerciali.visualizzaDocumento')
      : apertura.id > 0
        ? t('documentiCommerciali.modificaDocumento')
        : t('documentiCommerciali.nuovoDocumento');
  const intestazione = documento ? `${titolo} ${documento.tipo}${documento.numero ? ` n. ${documento.numero}` : ''}` : titolo;

  const footer =
    step !== 0 ? null : solaLettura ? (
      <div className="flex justify-content-between">
        <Button type="button" label={t('ui.storicoModifiche')} icon="pi pi-history" text onClick={() => setStorico(true)} />
        <Button type="button" label={t('ui.chiudi')} icon="pi pi-times" outlined onClick={onChiudi} />
      </div>
    ) : (
      <div className="flex justify-content-end gap-2">
        <Button type="button" label={t('documentiCommerciali.salva')} icon="pi pi-check" loading={editor.invio} disabled={!documento} onClick={() => editor.salva('COMPLETA')} />
        <Button type="button" label={t('documentiCommerciali.salvaBozza')} icon="pi pi-save" severity="secondary" disabled={!documento || editor.invio} onClick={() => editor.salva('BOZZA')} />
        <Button type="button" label={t('ui.annulla')} icon="pi pi-times" outlined disabled={editor.invio} onClick={onChiudi} />
      </div>
    );

  return (
    <Dialog
      header={step === 1 ? t('documentiCommerciali.ricercaArticoli') : step === 2 ? t('documentiCommerciali.ricercaIntestatario') : intestazione}
      visible={!!apertura}
      onHide={onChiudi}
      modal
      closable={false}
      closeOnEscape={false}
      dismissableMask={false}
      style={{ width: 'min(72rem, 96vw)' }}
      footer={footer}
    >
      {!documento ? (
        <div className="flex justify-content-center p-5">
          <ProgressSpinner aria-label={t('ui.caricamento')} />
        </div>
      ) : step === 1 ? (
        <RicercaStep<ArticoloElenco>
          risorsa="/articoli"
          ariaLabel={t('documentiCommerciali.ricercaArticoli')}
          campi={[
            { nome: 'codice', etichetta: t('documentiCommerciali.codiceArticolo') },
            { nome: 'barcode', etichetta: t('documentiCommerciali.barcode') },
            { nome: 'descrizione', etichetta: t('documentiCommerciali.descrizioneArticolo') },
          ]}
          onAnnulla={() => editor.setStep(0)}
          onScegli={(a) => void editor.scegliArticolo(a)}
        >
          <Column field="codice" header={t('documentiCommerciali.codiceArticolo')} style={{ width: '10rem' }} />
          <Column field="descrizione" header={t('documentiCommerciali.descrizioneArticolo')} />
          <Column field="descrizioneIva" header="I.V.A." style={{ width: '10rem' }} />
        </RicercaStep>
      ) : step === 2 ? (
        <RicercaStep<Anagrafica>
          risorsa="/anagrafica"
          fissi={{ codiceTipo: codiceTipoAnagrafica }}
          ariaLabel={t('documentiCommerciali.ricercaIntestatario')}
          campi={[
            { nome: 'nominativo', etichetta: t('documentiCommerciali.nominativo') },
            { nome: 'partitaIva', etichetta: t('documentiCommerciali.partitaIva') },
            { nome: 'codiceFiscale', etichetta: t('documentiCommerciali.codiceFiscale') },
          ]}
          onAnnulla={() => editor.setStep(0)}
          onScegli={editor.scegliAnagrafica}
        >
          <Column field="codice" header={t('documentiCommerciali.codice')} style={{ width: '8rem' }} />
          <Column field="nominativo" header={t('documentiCommerciali.nominativo')} />
          <Column field="partitaIva" header={t('documentiCommerciali.partitaIva')} style={{ width: '10rem' }} />
          <Column field="codiceFiscale" header={t('documentiCommerciali.codiceFiscale')} style={{ width: '11rem' }} />
          <Column field="citta" header={t('documentiCommerciali.citta')} style={{ width: '9rem' }} />
        </RicercaStep>
      ) : (
        <>
          <fieldset className="grid formgrid border-none p-0 m-0" aria-label={t('documentiCommerciali.intestatario')}>
            <FormField id="documento-codice-anagrafica" etichetta={t('documentiCommerciali.codice')} className="col-12 md:col-3 mb-3">
              <InputText id="documento-codice-anagrafica" value={documento.anagrafica?.codice ?? ''} readOnly tabIndex={-1} className="registro-sola-lettura" />
            </FormField>
            <FormField id="documento-nominativo" etichetta={t('documentiCommerciali.intestatario')} className="col-12 md:col-7 mb-3">
              <InputText id="documento-nominativo" value={documento.descrizioneAnagrafica} readOnly tabIndex={-1} className="registro-sola-lettura" placeholder={solaLettura ? undefined : t('documentiCommerciali.sceltoConCerca')} />
            </FormField>
            {!solaLettura && (
              <div className="col-12 md:col-2 mb-3 flex align-items-end">
                <Button type="button" label={t('documentiCommerciali.cercaIntestatario')} icon="pi pi-search" className="w-full" disabled={!tipiCaricati} onClick={() => editor.setStep(2)} />
              </div>
            )}
            {solaLettura && (
              <div className="col-12 md:col-2 mb-3 flex flex-column justify-content-end">
                <span className="text-sm text-color-secondary">{t('ui.stato')}</span>
                <strong>{documento.statoAttuale}</strong>
              </div>
            )}
          </fieldset>
          <LineEditor
            {...righeDocumento(t, {
              righe: documento.listaRighe,
              ariaLabel: t('documentiCommerciali.righe'),
              modifica: solaLettura
                ? undefined
                : {
                    iva: editor.iva,
                    onCambia: editor.onCambia,
                    onFineModifica: editor.onFineModifica,
                    onAggiungi: editor.onAggiungi,
                    onElimina: editor.onElimina,
                    onCercaArticolo: () => editor.setStep(1),
                  },
            })}
          />
          <TotaliDocumento documento={documento} />
          {storico && documento.id > 0 && <HistoryDialog visible={storico} onHide={() => setStorico(false)} sezione={SEZIONE_STORICO} idRisorsa={documento.id} />}
        </>
      )}
    </Dialog>
  );
}
