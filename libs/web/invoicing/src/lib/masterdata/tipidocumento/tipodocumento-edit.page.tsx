import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { Numeratore, TipoDocumento } from '@registro/contracts';
import { FormField, PageLayout, errorLines, useEditPage, useAllRows } from '@registro/web-ui';
import { NUOVO_TIPO_DOCUMENTO, TIPI_DOCUMENTO, TIPI_DOCUMENTO_SDI, tipoDocumentoBody } from './tipo-documento';
import { useRequired } from './use-required';

/** /tipidocumento/edit/:id (-1 = new): type, code, description, numerator code and the SDI document type. */
export function TipoDocumentoEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const obbligatorio = useRequired();
  const { nuovo, record, salva } = useEditPage<TipoDocumento>({
    risorsa: '/tipidocumento',
    id,
    vuoto: NUOVO_TIPO_DOCUMENTO,
    dopoSalvataggio: (salvato) => navigate(salvato?.id ? `/tipidocumento/view/${salvato.id}` : '/tipidocumento'),
  });
  const numeratori = useAllRows<Numeratore>('/numeratori');
  const codiciNumeratore = [...new Set((numeratori.data ?? []).map((n) => n.codice))].sort();
  const { control, handleSubmit, reset, formState } = useForm<TipoDocumento>({ defaultValues: NUOVO_TIPO_DOCUMENTO });
  const errore = (campo: keyof TipoDocumento) => formState.errors[campo]?.message;

  useEffect(() => {
    if (record.data) reset(tipoDocumentoBody(record.data));
  }, [record.data, reset]);

  const salvaTipo = handleSubmit((valori) => salva.mutate(tipoDocumentoBody(valori)));

  return (
    <PageLayout
      titolo={nuovo ? t('tipidocumento.nuovo') : t('tipidocumento.modifica')}
      onBack={() => navigate(nuovo ? '/tipidocumento' : `/tipidocumento/view/${id}`)}
      onSave={() => void salvaTipo()}
      storico={nuovo || !id ? undefined : { sezione: 'tipidocumento', idRisorsa: id }}
    >
      {record.isError && <Message severity="error" text={errorLines(record.error).join(' ')} />}
      {record.data && (
        <div className="registro-card">
          <form className="grid formgrid" noValidate onSubmit={(e) => void salvaTipo(e)}>
            <FormField id="tipodocumento-tipoDocumento" etichetta={t('tipidocumento.tipo')} className="col-12 md:col-6 mb-3">
              <Controller
                name="tipoDocumento"
                control={control}
                render={({ field }) => <Dropdown inputId="tipodocumento-tipoDocumento" value={field.value} options={TIPI_DOCUMENTO} onChange={(e) => field.onChange(e.value)} />}
              />
            </FormField>
            <FormField id="tipodocumento-codiceTipoDocumento" etichetta={t('tipidocumento.codice')} errore={errore('codiceTipoDocumento')} obbligatorio className="col-12 md:col-6 mb-3">
              <Controller
                name="codiceTipoDocumento"
                control={control}
                rules={obbligatorio(t('tipidocumento.codice'))}
                render={({ field, fieldState }) => <InputText id="tipodocumento-codiceTipoDocumento" {...field} invalid={!!fieldState.error} />}
              />
            </FormField>
            <FormField id="tipodocumento-descrizioneTipoDocumento" etichetta={t('tipidocumento.descrizione')} errore={errore('descrizioneTipoDocumento')} obbligatorio className="col-12 md:col-6 mb-3">
              <Controller
                name="descrizioneTipoDocumento"
                control={control}
                rules={obbligatorio(t('tipidocumento.descrizione'))}
                render={({ field, fieldState }) => <InputText id="tipodocumento-descrizioneTipoDocumento" {...field} invalid={!!fieldState.error} />}
              />
            </FormField>
            <FormField id="tipodocumento-codiceNumeratore" etichetta={t('tipidocumento.codiceNumeratore')} className="col-12 md:col-6 mb-3">
              <Controller
                name="codiceNumeratore"
                control={control}
                render={({ field }) => (
                  <Dropdown inputId="tipodocumento-codiceNumeratore" value={field.value} options={codiciNumeratore} editable onChange={(e) => field.onChange(e.value ?? '')} />
                )}
              />
            </FormField>
            <FormField id="tipodocumento-tipoDocumentoSdi" etichetta={t('tipidocumento.tipoDocumentoSdi')} className="col-12 md:col-6 mb-3">
              <Controller
                name="tipoDocumentoSdi"
                control={control}
                render={({ field }) => <Dropdown inputId="tipodocumento-tipoDocumentoSdi" value={field.value} options={TIPI_DOCUMENTO_SDI} onChange={(e) => field.onChange(e.value)} />}
              />
            </FormField>
          </form>
        </div>
      )}
    </PageLayout>
  );
}
