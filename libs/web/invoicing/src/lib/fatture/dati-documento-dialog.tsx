import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { DocumentoFattura } from '@registro/contracts';
import { DateTimeField, DialogFooter, FormField, escapeClosesOnlyTheMenu, isoDaGiornoOra, focusOnShow } from '@registro/web-ui';
import { validaDatiDocumento } from './dati-documento';
import { useCausali, useTipiDocumento } from './use-lookups';
import { resolverFrom } from './validation-resolver';

/** The document data edited in the modal. */
export type DatiDocumento = Pick<
  DocumentoFattura,
  'numeroDocumento' | 'dataDocumento' | 'idTipoDocumento' | 'tipoDocumentoDescrizione' | 'idCausaleDocumento' | 'causaleDocumentoDescrizione' | 'causaleDocumento'
>;

export function datiDocumentoOf(d: DocumentoFattura): DatiDocumento {
  return {
    numeroDocumento: d.numeroDocumento,
    dataDocumento: d.dataDocumento,
    idTipoDocumento: d.idTipoDocumento,
    tipoDocumentoDescrizione: d.tipoDocumentoDescrizione,
    idCausaleDocumento: d.idCausaleDocumento,
    causaleDocumentoDescrizione: d.causaleDocumentoDescrizione,
    causaleDocumento: d.causaleDocumento,
  };
}

interface DatiDocumentoDialogProps {
  /** the data to edit; null hides the dialog */
  dati: DatiDocumento | null;
  onAnnulla: () => void;
  onConferma: (dati: DatiDocumento) => void;
}

const FORM_ID = 'fattura-dati-form';

/** Number (read-only: given at the first save), date, type and reason; a type loads its reasons, a single one is preselected. */
export function DatiDocumentoDialog({ dati, onAnnulla, onConferma }: DatiDocumentoDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={t('fatturazione.datiDocumento')}
      visible={!!dati}
      onHide={onAnnulla}
      modal
      style={{ width: 'min(44rem, 96vw)' }}
      // the first field that can be changed (the date: the number is given at the save) gets the focus, not the ✕ of the header
      focusOnShow={false}
      onShow={focusOnShow('dati-dataDocumento')}
      footer={<DialogFooter onAnnulla={onAnnulla} form={FORM_ID} etichetta={t('ui.ok')} icona="pi pi-check" />}
    >
      {dati && <DatiDocumentoForm dati={dati} onConferma={onConferma} />}
    </Dialog>
  );
}

/** The form, mounted each time the modal opens with the document's data. */
function DatiDocumentoForm({ dati, onConferma }: Pick<DatiDocumentoDialogProps, 'onConferma'> & { dati: DatiDocumento }) {
  const { t } = useTranslation();
  const tipi = useTipiDocumento();
  const { control, handleSubmit, setValue, reset, formState } = useForm<DatiDocumento>({
    defaultValues: dati,
    // a reason is required only when the chosen type has some: on OK the check reads the reasons loaded then
    resolver: resolverFrom((valori) => validaDatiDocumento(valori, elencoCausali.length > 0), (chiave) => t(chiave)),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [idTipoDocumento, idCausaleDocumento] = useWatch({ control, name: ['idTipoDocumento', 'idCausaleDocumento'] });
  const causali = useCausali(idTipoDocumento);
  const elencoCausali = causali.data ?? [];

  useEffect(() => reset(dati), [dati, reset]);

  // a single reason of the chosen type is preselected
  useEffect(() => {
    if (idTipoDocumento && !idCausaleDocumento && elencoCausali.length === 1) {
      const [unica] = elencoCausali;
      setValue('idCausaleDocumento', unica.id);
      setValue('causaleDocumentoDescrizione', unica.descrizioneCausale);
      setValue('causaleDocumento', { descrizioneCausale: unica.descrizioneCausale });
    }
  }, [idTipoDocumento, idCausaleDocumento, elencoCausali, setValue]);

  const errore = (campo: keyof DatiDocumento) => formState.errors[campo]?.message;
  const conferma = handleSubmit((valori) => onConferma(valori));

  return (
    <form id={FORM_ID} className="grid formgrid" noValidate onSubmit={(e) => void conferma(e)} onKeyDown={escapeClosesOnlyTheMenu}>
      <Controller
        name="numeroDocumento"
        control={control}
        render={({ field }) => (
          <FormField id="dati-numeroDocumento" etichetta={t('fatturazione.numeroDocumento')} className="col-12 md:col-6 mb-3">
            <InputText id="dati-numeroDocumento" value={field.value} placeholder={t('fatturazione.numeroAlSalvataggio')} readOnly disabled />
          </FormField>
        )}
      />
      <FormField id="dati-dataDocumento" etichetta={t('fatturazione.dataDocumento')} errore={errore('dataDocumento')} obbligatorio className="col-12 md:col-6 mb-3">
        <Controller
          name="dataDocumento"
          control={control}
          render={({ field, fieldState }) => (
            <DateTimeField
              inputId="dati-dataDocumento"
              value={field.value}
              onChange={(valore) => field.onChange(isoDaGiornoOra(valore))}
              onBlur={field.onBlur}
              barraPulsanti={false}
              invalid={!!fieldState.error}
            />
          )}
        />
      </FormField>
      <FormField id="dati-idTipoDocumento" etichetta={t('fatturazione.tipoDocumento')} errore={errore('idTipoDocumento')} obbligatorio className="col-12 md:col-6 mb-3">
        <Controller
          name="idTipoDocumento"
          control={control}
          render={({ field, fieldState }) => (
            <Dropdown
              inputId="dati-idTipoDocumento"
              value={field.value}
              options={tipi.data ?? []}
              optionValue="id"
              optionLabel="descrizioneTipoDocumento"
              placeholder={t('fatturazione.seleziona')}
              invalid={!!fieldState.error}
              onChange={(e) => {
                if (field.value === e.value) return;
                // another type: its reasons are loaded again, the old reason no longer applies
                field.onChange(e.value);
                setValue('tipoDocumentoDescrizione', tipi.data?.find((x) => x.id === e.value)?.descrizioneTipoDocumento ?? '');
                setValue('idCausaleDocumento', null);
                setValue('causaleDocumentoDescrizione', '');
                setValue('causaleDocumento', null);
              }}
            />
          )}
        />
      </FormField>
      <FormField id="dati-idCausaleDocumento" etichetta={t('fatturazione.causale')} errore={errore('idCausaleDocumento')} obbligatorio className="col-12 md:col-6 mb-3">
        <Controller
          name="idCausaleDocumento"
          control={control}
          render={({ field, fieldState }) => (
            <Dropdown
              inputId="dati-idCausaleDocumento"
              value={field.value}
              options={elencoCausali}
              optionValue="id"
              optionLabel="descrizioneCausale"
              disabled={!idTipoDocumento}
              placeholder={t('fatturazione.seleziona')}
              invalid={!!fieldState.error}
              emptyMessage={t('ui.nessunRisultato')}
              onChange={(e) => {
                const causale = elencoCausali.find((c) => c.id === e.value);
                field.onChange(e.value);
                setValue('causaleDocumentoDescrizione', causale?.descrizioneCausale ?? '');
                setValue('causaleDocumento', causale ? { descrizioneCausale: causale.descrizioneCausale } : null);
              }}
            />
          )}
        />
      </FormField>
      <button type="submit" hidden />
    </form>
  );
}
