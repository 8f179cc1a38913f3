import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { Numeratore } from '@registro/contracts';
import { ApiError, FormField, PageLayout, errorLines, useEditPage, useFeedback } from '@registro/web-ui';
import { NUOVO_NUMERATORE, numeratoreBody, numeratoriBase } from './numeratore';
import { useRequired } from '../tipidocumento/use-required';

type CampoTesto = 'codice' | 'descrizione' | 'codiceStruttura' | 'note';

/**
 * The counter edit form (spec 2 §2.2), titled Nuovo Numeratore: Codice, Descrizione, Valore (number,
 * minimum 0), Anno (number, required), Codice Struttura, Note. Routes /numeratori/edit/:id,
 * /editnumeratori/:id and /fatturazionenumeratori/edit/:id (-1 = new). After a save it goes to the
 * saved counter's edit route (spec 3 §4); a refusal with 400 opens ATTENZIONE, any other failure is
 * the toast "Errore" with "Errore durante il salvataggio" and the message (spec 3 §8).
 */
export function NumeratoreEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { pathname } = useLocation();
  const base = numeratoriBase(pathname);
  const navigate = useNavigate();
  const obbligatorio = useRequired();
  const feedback = useFeedback();
  const { nuovo, record, salva } = useEditPage<Numeratore>({
    risorsa: '/numeratori',
    id,
    vuoto: NUOVO_NUMERATORE,
    dopoSalvataggio: (salvato) => navigate(salvato?.id ? `${base}/edit/${salvato.id}` : base),
    mostraErrore: (errore) =>
      errore instanceof ApiError && errore.status === 400
        ? feedback.mostraErrore(errore)
        : feedback.avviso(t('numeratori.erroreSalvataggio', { messaggio: errorLines(errore).join(' ') }), t('numeratori.erroreTitolo')),
  });
  const { control, handleSubmit, reset, formState } = useForm<Numeratore>({ defaultValues: NUOVO_NUMERATORE });
  const errore = (campo: keyof Numeratore) => formState.errors[campo]?.message;

  useEffect(() => {
    if (record.data) reset({ ...NUOVO_NUMERATORE, ...record.data });
  }, [record.data, reset]);

  const salvaNumeratore = handleSubmit((valori) => salva.mutate(numeratoreBody(valori)));

  const testo = (campo: CampoTesto, etichetta: string, richiesto = false) => (
    <FormField id={`numeratore-${campo}`} etichetta={etichetta} errore={errore(campo)} obbligatorio={richiesto} className="col-12 md:col-6 mb-3">
      <Controller
        name={campo}
        control={control}
        rules={richiesto ? obbligatorio(etichetta) : undefined}
        render={({ field, fieldState }) => <InputText id={`numeratore-${campo}`} {...field} value={field.value ?? ''} invalid={!!fieldState.error} />}
      />
    </FormField>
  );

  return (
    <PageLayout
      titolo={nuovo ? t('numeratori.nuovo') : t('numeratori.modifica')}
      onBack={() => navigate(nuovo ? base : `${base}/view/${id}`)}
      onSave={() => void salvaNumeratore()}
      storico={nuovo || !id ? undefined : { sezione: 'numeratori', idRisorsa: id }}
    >
      {record.isError && <Message severity="error" text={errorLines(record.error).join(' ')} />}
      {record.data && (
        <div className="registro-card">
          <form className="grid formgrid" noValidate onSubmit={(e) => void salvaNumeratore(e)}>
            {testo('codice', t('numeratori.codice'), true)}
            {testo('descrizione', t('numeratori.descrizione'))}
            <FormField id="numeratore-valore" etichetta={t('numeratori.valore')} errore={errore('valore')} className="col-12 md:col-6 mb-3">
              <Controller
                name="valore"
                control={control}
                rules={{ min: { value: 0, message: t('numeratori.valoreNegativo') } }}
                render={({ field, fieldState }) => (
                  <InputNumber inputId="numeratore-valore" value={field.value} useGrouping={false} invalid={!!fieldState.error} onValueChange={(e) => field.onChange(e.value ?? 0)} />
                )}
              />
            </FormField>
            <FormField id="numeratore-anno" etichetta={t('numeratori.anno')} errore={errore('anno')} obbligatorio className="col-12 md:col-6 mb-3">
              <Controller
                name="anno"
                control={control}
                rules={obbligatorio(t('numeratori.anno'))}
                render={({ field, fieldState }) => (
                  <InputNumber inputId="numeratore-anno" value={field.value} useGrouping={false} invalid={!!fieldState.error} onValueChange={(e) => field.onChange(e.value ?? null)} />
                )}
              />
            </FormField>
            {testo('codiceStruttura', t('numeratori.codiceStruttura'))}
            {testo('note', t('numeratori.note'))}
          </form>
        </div>
      )}
    </PageLayout>
  );
}
