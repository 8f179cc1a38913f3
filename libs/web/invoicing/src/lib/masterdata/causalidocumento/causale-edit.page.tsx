import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { OPERAZIONI_CONTABILI, OPERAZIONI_MAGAZZINO, type CausaleDocumento, type TipoDocumento } from '@registro/contracts';
import { FormField, PageLayout, errorLines, useEditPage, useAllRows } from '@registro/web-ui';
import { NUOVA_CAUSALE, causaleBody } from './causale-documento';
import { useRequired } from '../tipidocumento/use-required';

type CampoTesto = 'codiceCausale' | 'descrizioneCausale' | 'soggettiCollegati' | 'documentiCollegati';

/** /causalidocumento/edit/:id (-1 = new): the reason's type, code, description, operations, price printing and links. */
export function CausaleEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const obbligatorio = useRequired();
  const { nuovo, record, salva } = useEditPage<CausaleDocumento>({
    risorsa: '/causalidocumento',
    id,
    vuoto: NUOVA_CAUSALE,
    dopoSalvataggio: (salvata) => navigate(salvata?.id ? `/causalidocumento/view/${salvata.id}` : '/causalidocumento'),
  });
  const tipi = useAllRows<TipoDocumento>('/tipidocumento');
  const { control, handleSubmit, reset, formState } = useForm<CausaleDocumento>({ defaultValues: NUOVA_CAUSALE });
  const errore = (campo: keyof CausaleDocumento) => formState.errors[campo]?.message;

  useEffect(() => {
    if (record.data) reset({ ...NUOVA_CAUSALE, ...record.data, idTipoDocumento: record.data.idTipoDocumento || (null as unknown as number) });
  }, [record.data, reset]);

  const salvaCausale = handleSubmit((valori) => salva.mutate(causaleBody(valori, tipi.data ?? [])));

  const testo = (campo: CampoTesto, etichetta: string, richiesto = false) => (
    <FormField id={`causale-${campo}`} etichetta={etichetta} errore={errore(campo)} obbligatorio={richiesto} className="col-12 md:col-6 mb-3">
      <Controller
        name={campo}
        control={control}
        rules={richiesto ? obbligatorio(etichetta) : undefined}
        render={({ field, fieldState }) => <InputText id={`causale-${campo}`} {...field} value={field.value ?? ''} invalid={!!fieldState.error} />}
      />
    </FormField>
  );

  return (
    <PageLayout
      titolo={nuovo ? t('causalidocumento.nuovo') : t('causalidocumento.modifica')}
      onBack={() => navigate(nuovo ? '/causalidocumento' : `/causalidocumento/view/${id}`)}
      onSave={() => void salvaCausale()}
      storico={nuovo || !id ? undefined : { sezione: 'causalidocumento', idRisorsa: id }}
    >
      {record.isError && <Message severity="error" text={errorLines(record.error).join(' ')} />}
      {record.data && (
        <div className="registro-card">
          <form className="grid formgrid" noValidate onSubmit={(e) => void salvaCausale(e)}>
            <FormField id="causale-idTipoDocumento" etichetta={t('causalidocumento.tipoDocumento')} errore={errore('idTipoDocumento')} obbligatorio className="col-12 md:col-6 mb-3">
              <Controller
                name="idTipoDocumento"
                control={control}
                rules={obbligatorio(t('causalidocumento.tipoDocumento'))}
                render={({ field, fieldState }) => (
                  <Dropdown
                    inputId="causale-idTipoDocumento"
                    value={field.value}
                    options={(tipi.data ?? []).map((tipo) => ({ value: tipo.id, label: `${tipo.codiceTipoDocumento} - ${tipo.descrizioneTipoDocumento}` }))}
                    placeholder={t('causalidocumento.selezionaTipo')}
                    invalid={!!fieldState.error}
                    onChange={(e) => field.onChange(e.value)}
                  />
                )}
              />
            </FormField>
            {testo('codiceCausale', t('causalidocumento.codiceCausale'), true)}
            {testo('descrizioneCausale', t('causalidocumento.descrizioneCausale'), true)}
            <FormField id="causale-operazioneMagazzino" etichetta={t('causalidocumento.operazioneMagazzino')} className="col-12 md:col-3 mb-3">
              <Controller
                name="operazioneMagazzino"
                control={control}
                render={({ field }) => <Dropdown inputId="causale-operazioneMagazzino" value={field.value} options={[...OPERAZIONI_MAGAZZINO]} onChange={(e) => field.onChange(e.value)} />}
              />
            </FormField>
            <FormField id="causale-operazioneContabile" etichetta={t('causalidocumento.operazioneContabile')} className="col-12 md:col-3 mb-3">
              <Controller
                name="operazioneContabile"
                control={control}
                render={({ field }) => <Dropdown inputId="causale-operazioneContabile" value={field.value} options={[...OPERAZIONI_CONTABILI]} onChange={(e) => field.onChange(e.value)} />}
              />
            </FormField>
            {testo('soggettiCollegati', t('causalidocumento.soggettiCollegati'))}
            {testo('documentiCollegati', t('causalidocumento.documentiCollegati'))}
            <FormField id="causale-stampaPrezzi" etichetta={t('causalidocumento.stampaPrezzi')} className="col-12 md:col-6 mb-3">
              <Controller
                name="stampaPrezzi"
                control={control}
                render={({ field }) => <InputSwitch inputId="causale-stampaPrezzi" checked={!!field.value} onChange={(e) => field.onChange(!!e.value)} />}
              />
            </FormField>
          </form>
        </div>
      )}
    </PageLayout>
  );
}
