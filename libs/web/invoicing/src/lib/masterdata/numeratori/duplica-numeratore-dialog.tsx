import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { Numeratore } from '@registro/contracts';
import { DialogFooter, FormField } from '@registro/web-ui';
import { duplicaIniziale, validaDuplica, type DuplicaNumeratoreForm } from './duplica-numeratore';
import { useDuplicaNumeratore } from './use-duplica-numeratore';
import { resolverFrom } from '../../fatture/validation-resolver';

const FORM_ID = 'duplica-numeratore';

/** The duplicate modal: Codice, Descrizione and Cod.Struttura read-only; Valore, Anno (required) and Note editable. */
export function DuplicaNumeratoreDialog({ numeratore, onHide }: { numeratore: Numeratore | null; onHide: () => void }) {
  const { t } = useTranslation();
  const duplica = useDuplicaNumeratore(onHide);
  return (
    <Dialog
      header={t('numeratori.duplicaTitolo')}
      visible={!!numeratore}
      onHide={onHide}
      modal
      style={{ width: 'min(36rem, 96vw)' }}
      footer={<DialogFooter onAnnulla={onHide} form={FORM_ID} etichetta={t('numeratori.duplica')} icona="pi pi-copy" invio={duplica.isPending} />}
    >
      {numeratore && <DuplicaForm numeratore={numeratore} onConferma={(form) => duplica.mutate({ numeratore, form })} />}
    </Dialog>
  );
}

/** The form, mounted each time the modal opens: the next year's counter from 0, the same note. */
function DuplicaForm({ numeratore, onConferma }: { numeratore: Numeratore; onConferma: (form: DuplicaNumeratoreForm) => void }) {
  const { t } = useTranslation();
  const messaggi: Record<'obbligatorio' | 'negativo', (etichetta: string) => string> = {
    obbligatorio: (etichetta) => t('validazione.obbligatorio', { campo: etichetta }),
    negativo: () => t('numeratori.valoreNegativo'),
  };
  const { control, handleSubmit, reset, formState } = useForm<DuplicaNumeratoreForm>({
    defaultValues: duplicaIniziale(numeratore),
    resolver: resolverFrom((valori) => {
      const errori = validaDuplica(valori);
      return {
        valore: errori.valore && messaggi[errori.valore](t('numeratori.valore')),
        anno: errori.anno && messaggi[errori.anno](t('numeratori.anno')),
      };
    }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  useEffect(() => reset(duplicaIniziale(numeratore)), [numeratore, reset]);

  const conferma = handleSubmit((valori) => onConferma(valori));
  return (
    <form id={FORM_ID} className="grid formgrid" noValidate onSubmit={(e) => void conferma(e)}>
      <FormField id="duplica-codice" etichetta={t('numeratori.codice')} className="col-12 md:col-6 mb-3">
        <InputText id="duplica-codice" value={numeratore.codice} readOnly disabled />
      </FormField>
      <FormField id="duplica-codiceStruttura" etichetta={t('numeratori.codStrutturaDuplica')} className="col-12 md:col-6 mb-3">
        <InputText id="duplica-codiceStruttura" value={numeratore.codiceStruttura ?? ''} readOnly disabled />
      </FormField>
      <FormField id="duplica-descrizione" etichetta={t('numeratori.descrizione')} className="col-12 mb-3">
        <InputText id="duplica-descrizione" value={numeratore.descrizione ?? ''} readOnly disabled />
      </FormField>
      <FormField id="duplica-valore" etichetta={t('numeratori.valore')} errore={formState.errors.valore?.message} className="col-12 md:col-6 mb-3">
        <Controller
          name="valore"
          control={control}
          render={({ field, fieldState }) => (
            <InputNumber inputId="duplica-valore" value={field.value} useGrouping={false} invalid={!!fieldState.error} onValueChange={(e) => field.onChange(e.value ?? null)} />
          )}
        />
      </FormField>
      <FormField id="duplica-anno" etichetta={t('numeratori.anno')} errore={formState.errors.anno?.message} obbligatorio className="col-12 md:col-6 mb-3">
        <Controller
          name="anno"
          control={control}
          render={({ field, fieldState }) => (
            <InputNumber inputId="duplica-anno" value={field.value} useGrouping={false} invalid={!!fieldState.error} onValueChange={(e) => field.onChange(e.value ?? null)} />
          )}
        />
      </FormField>
      <FormField id="duplica-note" etichetta={t('numeratori.note')} className="col-12 mb-3">
        <Controller
          name="note"
          control={control}
          render={({ field }) => <InputText id="duplica-note" value={field.value} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} />}
        />
      </FormField>
    </form>
  );
}
