import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { Struttura } from '@registro/contracts';
import { FormField, PageLayout, errorLines, useEditPage } from '@registro/web-ui';
import { CAMPI_SISTEMA_TS, CAMPI_STRUTTURA, NUOVA_STRUTTURA, REGIMI_FISCALI, strutturaBody } from './struttura';
import { useRequired } from '../tipidocumento/use-required';

type CampoTesto = (typeof CAMPI_STRUTTURA)[number] | (typeof CAMPI_SISTEMA_TS)[number];
const OBBLIGATORI: CampoTesto[] = ['denominazione', 'codiceStruttura'];

/** /strutture/edit/:id (-1 = new): the facility data and the Sistema Tessera Sanitaria codes; the server validates the rest. */
export function StrutturaEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const obbligatorio = useRequired();
  const { nuovo, record, salva } = useEditPage<Struttura>({
    risorsa: '/strutture',
    id,
    vuoto: NUOVA_STRUTTURA,
    dopoSalvataggio: (salvata) => navigate(salvata?.id ? `/strutture/view/${salvata.id}` : '/strutture'),
  });
  const { control, handleSubmit, reset } = useForm<Struttura>({ defaultValues: NUOVA_STRUTTURA });

  useEffect(() => {
    if (record.data) reset({ ...NUOVA_STRUTTURA, ...record.data });
  }, [record.data, reset]);

  const salvaStruttura = handleSubmit((valori) => salva.mutate(strutturaBody(valori)));

  const testo = (campo: CampoTesto, colonne = 'md:col-6') => {
    const etichetta = t(`strutture.${campo}`);
    return (
      <Controller
        key={campo}
        name={campo}
        control={control}
        rules={OBBLIGATORI.includes(campo) ? obbligatorio(etichetta) : undefined}
        render={({ field, fieldState }) => (
          <FormField id={`struttura-${campo}`} etichetta={etichetta} errore={fieldState.error?.message} obbligatorio={OBBLIGATORI.includes(campo)} className={`col-12 ${colonne} mb-3`}>
            <InputText id={`struttura-${campo}`} {...field} value={field.value ?? ''} invalid={!!fieldState.error} />
          </FormField>
        )}
      />
    );
  };

  return (
    <PageLayout
      titolo={nuovo ? t('strutture.nuova') : t('strutture.modifica')}
      onBack={() => navigate(nuovo ? '/strutture' : `/strutture/view/${id}`)}
      onSave={() => void salvaStruttura()}
      storico={nuovo || !id ? undefined : { sezione: 'strutture', idRisorsa: id }}
    >
      {record.isError && <Message severity="error" text={errorLines(record.error).join(' ')} />}
      {record.data && (
        <form noValidate onSubmit={(e) => void salvaStruttura(e)}>
          <section className="registro-card mb-3" aria-label={t('strutture.datiStruttura')}>
            <div className="grid formgrid">
              {testo('denominazione')}
              {testo('codiceStruttura', 'md:col-3')}
              <Controller
                name="regimeFiscale"
                control={control}
                render={({ field }) => (
                  <FormField id="struttura-regimeFiscale" etichetta={t('strutture.regimeFiscale')} className="col-12 md:col-3 mb-3">
                    <Dropdown inputId="struttura-regimeFiscale" value={field.value} options={REGIMI_FISCALI} onChange={(e) => field.onChange(e.value)} />
                  </FormField>
                )}
              />
              {testo('partitaIva')}
              {testo('codiceFiscale')}
              {testo('indirizzo')}
              {testo('numeroCivico', 'md:col-3')}
              {testo('cap', 'md:col-3')}
              {testo('comune')}
              {testo('provincia', 'md:col-3')}
              {testo('nazione', 'md:col-3')}
            </div>
          </section>
          <section className="registro-card" aria-label={t('strutture.sistemaTs')}>
            <h2 className="text-lg mt-0">{t('strutture.sistemaTs')}</h2>
            <div className="grid formgrid">{CAMPI_SISTEMA_TS.map((campo) => testo(campo, 'md:col-3'))}</div>
          </section>
        </form>
      )}
    </PageLayout>
  );
}
