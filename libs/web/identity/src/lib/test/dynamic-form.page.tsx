import { useForm, type FieldValues } from 'react-hook-form';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { PageLayout, useFeedback } from '@registro/web-ui';
import { DEMO_FIELDS } from './campi-demo';
import { DynamicField } from './campo-dinamico';

/** /test: a dummy form built from a field-definition array; nothing is sent. */
export function DynamicFormPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const { control, handleSubmit, reset } = useForm<FieldValues>({ defaultValues: {} });
  const conferma = handleSubmit(() => feedback.successo(t('ui.operazioneOk')));
  return (
    <PageLayout titolo={t('demo.formTitolo')} onSave={conferma} onCancel={() => reset({})}>
      <form onSubmit={conferma} noValidate className="grid formgrid registro-card">
        {DEMO_FIELDS.map((campo) => (
          <DynamicField key={campo.nome} campo={campo} control={control} />
        ))}
        <div className="col-12 flex justify-content-end">
          <Button type="submit" label={t('ui.salva')} icon="pi pi-save" />
        </div>
      </form>
    </PageLayout>
  );
}
