import { Controller, useForm } from 'react-hook-form';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import type { DocumentoFattura, NotaCreditoRichiesta } from '@registro/contracts';
import { DateTimeField, DialogFooter, FormField, escapeClosesOnlyTheMenu, isoDaGiornoOra, useRegolaGiornoOra, type ValoreGiornoOra } from '@registro/web-ui';
import { formatDataDocumento, formatEuro } from './documento-fattura';
import './note-credito.css';

interface NotaCreditoDialogProps {
  /** the invoice to credit; null hides the dialog */
  fattura: DocumentoFattura | null;
  /** what is left to credit of the invoice (GET documenti/{id}/notecredito), when known */
  residuo?: number;
  /** sending: the confirm button spins */
  invio?: boolean;
  onAnnulla: () => void;
  onConferma: (richiesta: NotaCreditoRichiesta) => void;
}

interface ValoriNotaCredito {
  /** one per invoice line, in its order: credited or not */
  righe: boolean[];
  dataDocumento: ValoreGiornoOra;
}

const FORM_ID = 'nota-credito-form';

/**
 * The credit note of an invoice: which lines it credits (all by default, at the invoice's
 * quantities and prices) and its date (now by default). OK gives `righe` only when some lines are
 * left out (the 1-based positions), so "all" stays all.
 */
export function NotaCreditoDialog({ fattura, residuo, invio = false, onAnnulla, onConferma }: NotaCreditoDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={fattura ? t('fatturazione.notaCreditoTitolo', { numero: fattura.numeroDocumento }) : ''}
      visible={!!fattura}
      onHide={onAnnulla}
      modal
      style={{ width: 'min(44rem, 96vw)' }}
      footer={<DialogFooter onAnnulla={onAnnulla} form={FORM_ID} etichetta={t('fatturazione.notaCreditoEmetti')} icona="pi pi-replay" invio={invio} />}
    >
      {fattura && <NotaCreditoForm fattura={fattura} residuo={residuo} onConferma={onConferma} />}
    </Dialog>
  );
}

function NotaCreditoForm({ fattura, residuo, onConferma }: Pick<NotaCreditoDialogProps, 'residuo' | 'onConferma'> & { fattura: DocumentoFattura }) {
  const { t } = useTranslation();
  const regolaData = useRegolaGiornoOra();
  const righe = fattura.righeDocumento;
  const { control, handleSubmit, setValue, watch, formState } = useForm<ValoriNotaCredito>({
    defaultValues: { righe: righe.map(() => true), dataDocumento: new Date() },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const scelte = watch('righe');
  const tutte = scelte.every(Boolean);
  const conferma = handleSubmit((valori) => {
    const posizioni = valori.righe.flatMap((scelta, i) => (scelta ? [i + 1] : []));
    onConferma({
      ...(posizioni.length === righe.length ? {} : { righe: posizioni }),
      dataDocumento: isoDaGiornoOra(valori.dataDocumento),
    });
  });

  return (
    <form id={FORM_ID} noValidate onSubmit={(e) => void conferma(e)} onKeyDown={escapeClosesOnlyTheMenu}>
      <p className="mt-0">
        {t('fatturazione.notaCreditoFattura', { numero: fattura.numeroDocumento, data: formatDataDocumento(fattura.dataDocumento), totale: formatEuro(fattura.totaleDocumento) })}
        {residuo !== undefined && (
          <>
            {' — '}
            <strong data-campo="residuo">{t('fatturazione.notaCreditoResiduo', { importo: formatEuro(residuo) })}</strong>
          </>
        )}
      </p>
      <FormField id="nota-credito-dataDocumento" etichetta={t('fatturazione.dataDocumento')} errore={formState.errors.dataDocumento?.message} obbligatorio className="mb-3">
        <Controller
          name="dataDocumento"
          control={control}
          rules={{ required: t('fatturazione.erroreData'), ...regolaData }}
          render={({ field, fieldState }) => (
            <DateTimeField inputId="nota-credito-dataDocumento" value={field.value} onChange={field.onChange} onBlur={field.onBlur} barraPulsanti={false} invalid={!!fieldState.error} />
          )}
        />
      </FormField>
      <fieldset className="registro-nota-credito-righe">
        <legend>{t('fatturazione.notaCreditoRighe')}</legend>
        <div className="flex align-items-center gap-2 mb-2">
          <Checkbox
            inputId="nota-credito-tutte"
            checked={tutte}
            onChange={(e) => setValue('righe', righe.map(() => !!e.checked), { shouldValidate: formState.isSubmitted })}
          />
          <label htmlFor="nota-credito-tutte">{t('fatturazione.notaCreditoTutte')}</label>
        </div>
        <Controller
          name="righe"
          control={control}
          rules={{ validate: (valore) => valore.some(Boolean) || t('fatturazione.notaCreditoErroreRighe') }}
          render={({ field }) => (
            <ul className="registro-nota-credito-elenco">
              {righe.map((riga, i) => (
                <li key={i} className="flex align-items-center gap-2">
                  <Checkbox
                    inputId={`nota-credito-riga-${i + 1}`}
                    checked={field.value[i]}
                    onChange={(e) => field.onChange(field.value.map((v, j) => (j === i ? !!e.checked : v)))}
                  />
                  <label htmlFor={`nota-credito-riga-${i + 1}`} className="flex-1">
                    {t('fatturazione.notaCreditoRiga', { n: i + 1 })}: {riga.descrizione}
                  </label>
                  <span data-campo="totaleRiga">{formatEuro(riga.totaleRiga)}</span>
                </li>
              ))}
            </ul>
          )}
        />
        {formState.errors.righe?.root?.message ?? formState.errors.righe?.message ? (
          <small className="registro-errore-campo" role="alert">
            {formState.errors.righe?.root?.message ?? formState.errors.righe?.message}
          </small>
        ) : null}
      </fieldset>
      <button type="submit" hidden />
    </form>
  );
}
