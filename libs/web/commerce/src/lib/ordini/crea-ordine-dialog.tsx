import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { ArticoloOrdine } from '@registro/contracts';
import { DayField, LineEditor, useFeedback, useRegolaGiorno, useRegolaLimiti, type ValoreGiorno, focusOnShow, COLONNA_NUMERICA } from '@registro/web-ui';
import { RicercaStep } from '../documenti/ricerca-step';
import { formatEuro } from '../documenti/documento';
import { useCreaOrdine } from './use-ordini';
import { QUANTITA_INIZIALE, importoRiga, problemiOrdine, rigaVuota, righeOrdine, totaleRighe, type RigaForm } from './ordine-format';

interface OrdineForm {
  /** web-ui's day field: the day, empty, or the text typed when it names no day (refused with its message) */
  dataOrdine: ValoreGiorno;
  listaRighe: RigaForm[];
}

const FORM_ID = 'crea-ordine-form';
/** the entry row's article search button, where the keyboard starts (and comes back to) */
const ID_CERCA = 'crea-ordine-cerca-articolo';
const idQuantita = (indice: number) => `crea-ordine-quantita-${indice}`;

/**
 * Modal Crea Ordine (spec 3 §2): the date (today by default, DD/MM/YYYY) and the rows; the last
 * row is the entry row, its article chosen in the search step (image, code, description, price),
 * then quantity 1. Each row shows its catalogue price and amount, the form the running total.
 * Salva checks the order first (date, a row with an article, quantities above 0: every problem in
 * ATTENZIONE), then asks "Sei sicuro di procedere alla creazione ordine?"; the server prices the rows.
 */
export function CreaOrdineDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const regolaLimiti = useRegolaLimiti();
  const regolaGiorno = useRegolaGiorno();
  const feedback = useFeedback();
  const [ricerca, setRicerca] = useState(false);
  const form = useForm<OrdineForm>({ defaultValues: { dataOrdine: new Date(), listaRighe: [rigaVuota()] } });
  const righe = useFieldArray({ control: form.control, name: 'listaRighe' });
  const ultima = righe.fields.length - 1;
  // where the focus goes once the form is drawn again (after the search step, after a new row)
  const [fuoco, setFuoco] = useState<string | null>(null);
  useEffect(() => {
    if (!fuoco || ricerca) return;
    const campo = document.getElementById(fuoco);
    if (!campo) return;
    campo.focus();
    if (campo instanceof HTMLInputElement) campo.select();
    setFuoco(null);
  }, [fuoco, ricerca, righe.fields.length]);

  const chiudi = () => {
    form.reset({ dataOrdine: new Date(), listaRighe: [rigaVuota()] });
    setRicerca(false);
    onHide();
  };

  const salva = useCreaOrdine(chiudi);
  const nuovoOrdine = (v: OrdineForm) => ({
    dataOrdine: (v.dataOrdine as Date).toISOString(),
    listaRighe: righeOrdine(v.listaRighe).map(({ idArticolo, quantita, note }) => ({ idArticolo, quantita: quantita ?? 0, note })),
  });

  const aggiungi = () => {
    if (!form.getValues(`listaRighe.${ultima}.idArticolo`)) {
      feedback.mostraMessaggio([t('ordini.codiceObbligatorio')], t('ui.attenzione'));
      return;
    }
    righe.append(rigaVuota());
    setFuoco(ID_CERCA);
  };

  const scegli = (a: ArticoloOrdine) => {
    form.setValue(`listaRighe.${ultima}.idArticolo`, a.id);
    form.setValue(`listaRighe.${ultima}.descrizioneArticolo`, `${a.codice} - ${a.descrizione}`);
    form.setValue(`listaRighe.${ultima}.prezzo`, a.prezzo);
    const quantita = form.getValues(`listaRighe.${ultima}.quantita`);
    if (!quantita || quantita <= 0) form.setValue(`listaRighe.${ultima}.quantita`, QUANTITA_INIZIALE);
    setRicerca(false);
    // the quantity next, selected: typing replaces the 1
    setFuoco(idQuantita(ultima));
  };

  const invia = form.handleSubmit((v) => {
    // checked before the question: "Sei sicuro?" only for an order that can be sent
    const problemi = problemiOrdine(v.dataOrdine instanceof Date ? v.dataOrdine : null, v.listaRighe, t);
    if (problemi.length) {
      feedback.mostraMessaggio(problemi, t('ui.attenzione'));
      return;
    }
    feedback.conferma({ messaggio: t('ordini.confermaCreazione'), etichette: 'SI/NO', onAccetta: () => salva.mutate(nuovoOrdine(v)) });
  });
  const righeCorrenti = form.watch('listaRighe');

  return (
    <Dialog
      header={t('ordini.creaOrdine')}
      visible={visible}
      onHide={chiudi}
      modal
      style={{ width: 'min(60rem, 96vw)' }}
      // the keyboard starts on the first thing to do, the article search (the date is today already)
      focusOnShow={false}
      onShow={focusOnShow(ID_CERCA)}
      closable={!salva.isPending}
      footer={
        ricerca ? null : (
          <div className="flex justify-content-end gap-2">
            <Button type="button" label={t('ui.annulla')} icon="pi pi-times" outlined onClick={chiudi} disabled={salva.isPending} />
            <Button type="submit" form={FORM_ID} label={t('ui.salva')} icon="pi pi-check" loading={salva.isPending} />
          </div>
        )
      }
    >
      {ricerca ? (
        <RicercaStep<ArticoloOrdine>
          risorsa="/ordiniarticoli"
          ariaLabel={t('ordini.cercaArticolo')}
          campi={[
            { nome: 'codice', etichetta: t('ordini.codiceArticolo') },
            { nome: 'descrizione', etichetta: t('ordini.descrizioneArticolo') },
          ]}
          onAnnulla={() => {
            setRicerca(false);
            setFuoco(ID_CERCA);
          }}
          onScegli={scegli}
        >
          <Column
            header={t('ordini.immagine')}
            style={{ width: '5.5rem' }}
            body={(a: ArticoloOrdine) =>
              a.immagineBase64 ? (
                <img src={a.immagineBase64.startsWith('data:') ? a.immagineBase64 : `data:image/png;base64,${a.immagineBase64}`} alt={a.descrizione} className="registro-ordine-immagine" />
              ) : (
                <span className="pi pi-image registro-ordine-immagine-vuota" aria-hidden="true" />
              )
            }
          />
          <Column header={t('ordini.codice')} field="codice" style={{ width: '9rem' }} />
          <Column header={t('ordini.descrizione')} field="descrizione" />
          <Column header={t('ordini.prezzo')} className={COLONNA_NUMERICA} headerClassName={COLONNA_NUMERICA} style={{ width: '8rem' }} body={(a: ArticoloOrdine) => formatEuro(a.prezzo)} />
        </RicercaStep>
      ) : (
        <form id={FORM_ID} onSubmit={invia} className="registro-ordine-form">
          <div className="field" style={{ maxWidth: '14rem' }}>
            <label htmlFor="dataOrdine">{t('ordini.data')}</label>
            <Controller
              control={form.control}
              name="dataOrdine"
              rules={regolaGiorno}
              render={({ field, fieldState }) => (
                <>
                  <DayField inputId="dataOrdine" value={field.value} onChange={field.onChange} onBlur={field.onBlur} barraPulsanti={false} invalid={!!fieldState.error} />
                  {fieldState.error && (
                    <small className="registro-errore-campo" role="alert">
                      {fieldState.error.message}
                    </small>
                  )}
                </>
              )}
            />
          </div>
          <LineEditor
            lines={righe.fields}
            ariaLabel={t('ordini.righe')}
            isEntry={(_, indice) => indice === ultima}
            columns={[
              { header: '#', style: { width: '3rem' }, body: (_, indice) => indice + 1 },
              {
                header: t('ordini.articolo'),
                style: { minWidth: '14rem' },
                body: (_, indice) => (
                  <div className="p-inputgroup">
                    <InputText value={form.watch(`listaRighe.${indice}.descrizioneArticolo`)} readOnly aria-label={t('ordini.articolo')} />
                    {indice === ultima && (
                      <Button id={ID_CERCA} type="button" icon="pi pi-search" aria-label={t('ordini.cercaArticolo')} tooltip={t('ordini.cercaArticolo')} onClick={() => setRicerca(true)} />
                    )}
                  </div>
                ),
              },
              {
                header: t('ordini.quantita'),
                style: { width: '9rem' },
                body: (_, indice) => (
                  <Controller
                    control={form.control}
                    name={`listaRighe.${indice}.quantita`}
                    rules={regolaLimiti(t('ordini.quantita'), { min: 0 })}
                    render={({ field, fieldState }) => (
                      <>
                        <InputNumber
                          inputId={idQuantita(indice)}
                          value={field.value}
                          // each keystroke (onChange) moves the row's amount and the total, not only leaving the field (onValueChange)
                          onChange={(e) => field.onChange(e.value ?? 0)}
                          onValueChange={(e) => field.onChange(e.value ?? 0)}
                          step={1} showButtons={false} aria-label={t('ordini.quantita')} invalid={!!fieldState.error} inputStyle={{ width: '100%' }} />
                        {fieldState.error && (
                          <small className="registro-errore-campo" role="alert">
                            {fieldState.error.message}
                          </small>
                        )}
                      </>
                    )}
                  />
                ),
              },
              {
                header: t('ordini.prezzo'),
                className: COLONNA_NUMERICA,
                style: { width: '8rem' },
                body: (_, indice) => (righeCorrenti[indice]?.idArticolo ? formatEuro(righeCorrenti[indice].prezzo) : ''),
              },
              {
                header: t('ordini.totale'),
                className: COLONNA_NUMERICA,
                style: { width: '8rem' },
                body: (_, indice) => (righeCorrenti[indice]?.idArticolo ? formatEuro(importoRiga(righeCorrenti[indice])) : ''),
              },
              {
                header: t('ordini.note'),
                style: { minWidth: '9rem' },
                body: (_, indice) => <InputText {...form.register(`listaRighe.${indice}.note`)} aria-label={t('ordini.note')} className="w-full" />,
              },
            ]}
            actions={{
              style: { width: '4rem' },
              add: { label: t('ordini.aggiungiRiga'), tooltip: true, onClick: aggiungi },
              remove: { label: t('ordini.eliminaRiga'), onClick: (indice) => righe.remove(indice), confirm: t('ordini.confermaCancellazione'), confirmLabels: 'SI/NO' },
            }}
          />
          <p className="registro-ordine-totale" aria-live="polite">
            {t('ordini.totaleOrdine')}: <strong>{formatEuro(totaleRighe(righeOrdine(righeCorrenti)))}</strong>
          </p>
        </form>
      )}
    </Dialog>
  );
}
