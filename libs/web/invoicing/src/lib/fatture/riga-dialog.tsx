import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { RigaDocumento } from '@registro/contracts';
import { DialogFooter, FormField, errorLines, escapeClosesOnlyTheMenu, focusOnShow } from '@registro/web-ui';
import { moltiplicatorePredefinito, rigaDa, validateRiga, type RigaBozza } from './riga-documento';
import { useAliquoteIva, useMoltiplicatori, useTipiSpesa, useUnitaMisura } from './use-lookups';
import { resolverFrom } from './validation-resolver';

interface RigaDialogProps {
  /** the draft to edit; null hides the dialog */
  riga: RigaBozza | null;
  nuova: boolean;
  onAnnulla: () => void;
  onConferma: (riga: RigaDocumento) => void;
  /** the line total as the server computes it (POST documenti/calcola) */
  calcolaTotale: (riga: RigaDocumento) => Promise<number>;
  /** the expense type must be chosen: an invoice to a person, for the Sistema TS (default: yes) */
  tipoSpesaObbligatorio?: boolean;
}

const FORM_ID = 'fattura-riga-form';
const idCampo = (campo: string) => `riga-${campo}`;

/** The line modal (spec 2 §2.1, §5): every check flags its field and keeps the modal open. */
export function RigaDialog({ riga, nuova, onAnnulla, onConferma, calcolaTotale, tipoSpesaObbligatorio = true }: RigaDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={nuova ? t('fatturazione.nuovaRiga') : t('fatturazione.modificaRiga')}
      visible={!!riga}
      onHide={onAnnulla}
      modal
      style={{ width: 'min(52rem, 96vw)' }}
      // the first field gets the focus, not the ✕ of the header
      focusOnShow={false}
      onShow={focusOnShow(idCampo('codiceArticolo'))}
      footer={<DialogFooter onAnnulla={onAnnulla} form={FORM_ID} etichetta={t('ui.ok')} icona="pi pi-check" />}
    >
      {riga && <RigaForm riga={riga} onConferma={onConferma} calcolaTotale={calcolaTotale} tipoSpesaObbligatorio={tipoSpesaObbligatorio} />}
    </Dialog>
  );
}

/** The form, mounted each time the modal opens: it starts from the draft and asks the server for its total. */
function RigaForm({ riga, onConferma, calcolaTotale, tipoSpesaObbligatorio }: Pick<RigaDialogProps, 'onConferma' | 'calcolaTotale'> & { riga: RigaBozza; tipoSpesaObbligatorio: boolean }) {
  const { t } = useTranslation();
  const { control, handleSubmit, getValues, setValue, reset, formState } = useForm<RigaBozza>({
    defaultValues: riga,
    // the spec §5 checks, the same the unit tests cover; their messages are i18n keys
    resolver: resolverFrom((valori: RigaBozza) => validateRiga(valori, { tipoSpesaObbligatorio }), (chiave) => t(chiave)),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [erroreCalcolo, setErroreCalcolo] = useState<string | undefined>();
  const unita = useUnitaMisura();
  const moltiplicatori = useMoltiplicatori();
  const aliquote = useAliquoteIva();
  const tipiSpesa = useTipiSpesa();
  const richiesta = useRef(0);

  useEffect(() => {
    reset(riga);
    setErroreCalcolo(undefined);
  }, [riga, reset]);

  // a line without a multiplier starts with the one worth 1 (the list's first if none is)
  const idMoltiplicatore = useWatch({ control, name: 'idMoltiplicatore' });
  useEffect(() => {
    if (idMoltiplicatore !== null && idMoltiplicatore !== undefined) return;
    const predefinito = moltiplicatorePredefinito(moltiplicatori.data);
    if (!predefinito) return;
    setValue('idMoltiplicatore', predefinito.id);
    setValue('descrizioneMoltiplicatore', predefinito.descrizioneMoltiplicatore);
    setValue('moltiplicatore', Number(predefinito.multiplo));
  }, [idMoltiplicatore, moltiplicatori.data, setValue]);

  // quantity, multiplier, unit price or discount changed: the total comes from the server
  const [quantita, moltiplicatore, prezzoUnitario, sconto] = useWatch({ control, name: ['quantita', 'moltiplicatore', 'prezzoUnitario', 'sconto'] });
  useEffect(() => {
    if (quantita === null || prezzoUnitario === null || sconto === null) return;
    const numero = ++richiesta.current;
    calcolaTotale(rigaDa({ ...getValues(), totaleRiga: 0 }))
      .then((totaleRiga) => {
        if (numero !== richiesta.current) return;
        setErroreCalcolo(undefined);
        setValue('totaleRiga', totaleRiga);
      })
      .catch((errore: unknown) => numero === richiesta.current && setErroreCalcolo(errorLines(errore).join(' ')));
    // only these fields change the total
  }, [quantita, moltiplicatore, prezzoUnitario, sconto, calcolaTotale, getValues, setValue]);

  const errore = (campo: keyof RigaBozza) => formState.errors[campo]?.message;
  const conferma = handleSubmit((valori) => onConferma(rigaDa(valori)));

  return (
    // Esc on an open list closes the list, not the modal with the line in it
    <form id={FORM_ID} className="grid formgrid" noValidate onSubmit={(e) => void conferma(e)} onKeyDown={escapeClosesOnlyTheMenu}>
      <FormField id={idCampo('codiceArticolo')} etichetta={t('fatturazione.codiceArticolo')} errore={errore('codiceArticolo')} obbligatorio className="col-12 md:col-4 mb-3">
        <Controller
          name="codiceArticolo"
          control={control}
          render={({ field, fieldState }) => <InputText id={idCampo('codiceArticolo')} value={field.value} invalid={!!fieldState.error} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} />}
        />
      </FormField>
      <FormField id={idCampo('descrizione')} etichetta={t('fatturazione.descrizione')} errore={errore('descrizione')} obbligatorio className="col-12 md:col-8 mb-3">
        <Controller
          name="descrizione"
          control={control}
          render={({ field, fieldState }) => <InputText id={idCampo('descrizione')} value={field.value} invalid={!!fieldState.error} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} />}
        />
      </FormField>
      <FormField id={idCampo('idUnitaMisura')} etichetta={t('fatturazione.unitaMisura')} errore={errore('idUnitaMisura')} obbligatorio className="col-12 md:col-4 mb-3">
        <Controller
          name="idUnitaMisura"
          control={control}
          render={({ field, fieldState }) => (
            <Dropdown
              inputId={idCampo('idUnitaMisura')}
              value={field.value}
              options={unita.data ?? []}
              optionValue="id"
              optionLabel="descrizione"
              placeholder={t('fatturazione.seleziona')}
              invalid={!!fieldState.error}
              onChange={(e) => {
                field.onChange(e.value);
                setValue('unitaMisura', unita.data?.find((u) => u.id === e.value)?.descrizione ?? '');
              }}
            />
          )}
        />
      </FormField>
      <FormField id={idCampo('quantita')} etichetta={t('fatturazione.quantita')} errore={errore('quantita')} obbligatorio className="col-12 md:col-4 mb-3">
        <Controller
          name="quantita"
          control={control}
          render={({ field, fieldState }) => (
            <InputNumber inputId={idCampo('quantita')} value={field.value} locale="it-IT" maxFractionDigits={3} invalid={!!fieldState.error} onValueChange={(e) => field.onChange(e.value ?? null)} />
          )}
        />
      </FormField>
      <FormField id={idCampo('idMoltiplicatore')} etichetta={t('fatturazione.moltiplicatore')} errore={errore('idMoltiplicatore')} obbligatorio className="col-12 md:col-4 mb-3">
        <Controller
          name="idMoltiplicatore"
          control={control}
          render={({ field, fieldState }) => (
            <Dropdown
              inputId={idCampo('idMoltiplicatore')}
              value={field.value}
              options={moltiplicatori.data ?? []}
              optionValue="id"
              optionLabel="descrizioneMoltiplicatore"
              placeholder={t('fatturazione.seleziona')}
              invalid={!!fieldState.error}
              onChange={(e) => {
                const m = moltiplicatori.data?.find((x) => x.id === e.value);
                field.onChange(e.value);
                setValue('descrizioneMoltiplicatore', m?.descrizioneMoltiplicatore ?? '');
                setValue('moltiplicatore', m ? Number(m.multiplo) : 1);
              }}
            />
          )}
        />
      </FormField>
      <FormField id={idCampo('prezzoUnitario')} etichetta={t('fatturazione.prezzoUnitario')} errore={errore('prezzoUnitario')} obbligatorio className="col-12 md:col-4 mb-3">
        <Controller
          name="prezzoUnitario"
          control={control}
          render={({ field, fieldState }) => (
            <InputNumber
              inputId={idCampo('prezzoUnitario')}
              value={field.value}
              mode="currency"
              currency="EUR"
              locale="it-IT"
              step={0.01}
              minFractionDigits={2}
              maxFractionDigits={2}
              invalid={!!fieldState.error}
              onValueChange={(e) => field.onChange(e.value ?? null)}
            />
          )}
        />
      </FormField>
      <FormField id={idCampo('sconto')} etichetta={t('fatturazione.scontoPercentuale')} errore={errore('sconto')} obbligatorio className="col-12 md:col-4 mb-3">
        <Controller
          name="sconto"
          control={control}
          render={({ field, fieldState }) => (
            <InputNumber
              inputId={idCampo('sconto')}
              value={field.value}
              locale="it-IT"
              suffix="%"
              step={0.01}
              minFractionDigits={0}
              maxFractionDigits={2}
              invalid={!!fieldState.error}
              onValueChange={(e) => field.onChange(e.value ?? null)}
            />
          )}
        />
      </FormField>
      <FormField id={idCampo('totaleRiga')} etichetta={t('fatturazione.totaleRiga')} errore={errore('totaleRiga') ?? erroreCalcolo} className="col-12 md:col-4 mb-3">
        <Controller
          name="totaleRiga"
          control={control}
          // computed, read-only: out of the tab order and never outlined as invalid (its message says why it cannot be confirmed)
          render={({ field }) => (
            <InputNumber inputId={idCampo('totaleRiga')} value={field.value} mode="currency" currency="EUR" locale="it-IT" step={0.001} minFractionDigits={2} maxFractionDigits={3} readOnly tabIndex={-1} className="registro-sola-lettura" />
          )}
        />
      </FormField>
      <FormField id={idCampo('idIva')} etichetta={t('fatturazione.iva')} errore={errore('idIva')} obbligatorio className="col-12 md:col-6 mb-3">
        <Controller
          name="idIva"
          control={control}
          render={({ field, fieldState }) => (
            <Dropdown
              inputId={idCampo('idIva')}
              value={field.value}
              options={aliquote.data ?? []}
              optionValue="id"
              optionLabel="descrizioneIva"
              placeholder={t('fatturazione.seleziona')}
              invalid={!!fieldState.error}
              onChange={(e) => {
                const a = aliquote.data?.find((x) => x.id === e.value);
                field.onChange(e.value);
                setValue('descrizioneIva', a?.descrizioneIva ?? '');
                setValue('aliquota', a ? Number(a.aliquotaIva) : 0);
                setValue('natura', a?.natura ?? null);
              }}
            />
          )}
        />
      </FormField>
      <FormField id={idCampo('idTipoSpesa')} etichetta={t('fatturazione.tipoSpesa')} errore={errore('idTipoSpesa')} obbligatorio={tipoSpesaObbligatorio} className="col-12 md:col-6 mb-3">
        <Controller
          name="idTipoSpesa"
          control={control}
          render={({ field, fieldState }) => (
            <Dropdown
              inputId={idCampo('idTipoSpesa')}
              value={field.value}
              options={(tipiSpesa.data ?? []).map((s) => ({ ...s, etichetta: `${s.codiceTipoSpesa} - ${s.descrizioneTipoSpesa}` }))}
              optionValue="id"
              optionLabel="etichetta"
              placeholder={t('fatturazione.seleziona')}
              showClear={!tipoSpesaObbligatorio}
              invalid={!!fieldState.error}
              onChange={(e) => {
                field.onChange(e.value ?? null);
                setValue('codiceTipoSpesa', tipiSpesa.data?.find((s) => s.id === e.value)?.codiceTipoSpesa ?? '');
              }}
            />
          )}
        />
      </FormField>
      <button type="submit" hidden />
    </form>
  );
}
