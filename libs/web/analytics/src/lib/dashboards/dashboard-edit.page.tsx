import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@registro/contracts';
import { FormField, PageLayout, errorLines, useFeedback } from '@registro/web-ui';
import { DashboardGrid } from './dashboard-grid';
import { useDashboardEditor } from './use-dashboard-editor';

/** /dataanalysisdashboards/edit/:id (-1 = new): title, description, Header Elements and Body Elements. */
export function DashboardEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const editor = useDashboardEditor(id);
  const { control, handleSubmit, reset, formState } = useForm<Pick<Dashboard, 'title' | 'descrizione'>>({ defaultValues: { title: '', descrizione: '' } });
  useEffect(() => {
    if (editor.record.data) reset({ title: editor.record.data.title, descrizione: editor.record.data.descrizione });
  }, [editor.record.data, reset]);
  const salva = handleSubmit((valori) => editor.salvaDashboard(valori));

  return (
    <PageLayout
      titolo={editor.nuovo ? t('dashboards.nuova') : t('dashboards.modifica')}
      onBack={() => navigate('/dataanalysisdashboards')}
      onSave={() => void salva()}
      storico={editor.nuovo || !id ? undefined : { sezione: 'dataanalysisdashboard', idRisorsa: id }}
    >
      {editor.record.isError && <Message severity="error" text={errorLines(editor.record.error).join(' ')} />}
      {editor.record.data && (
        <>
          <div className="registro-card">
            <form className="grid formgrid" noValidate onSubmit={(e) => void salva(e)}>
              <FormField id="dashboard-title" etichetta={t('dashboards.titolo')} errore={formState.errors.title?.message} className="col-12 md:col-5 mb-2">
                <Controller
                  name="title"
                  control={control}
                  rules={{ validate: (v) => !!v?.trim() || t('dashboards.titoloObbligatorio') }}
                  render={({ field, fieldState }) => <InputText id="dashboard-title" {...field} invalid={!!fieldState.error} />}
                />
              </FormField>
              <FormField id="dashboard-descrizione" etichetta={t('dashboards.descrizione')} className="col-12 md:col-7 mb-2">
                <Controller name="descrizione" control={control} render={({ field }) => <InputTextarea id="dashboard-descrizione" rows={1} autoResize {...field} />} />
              </FormField>
            </form>
          </div>
          <div className="registro-dashboard-sezione">
            <h2>{t('dashboards.headerElements')}</h2>
            <Button
              icon="pi pi-plus"
              rounded
              outlined
              size="small"
              aria-label={t('dashboards.aggiungiHeader')}
              tooltip={t('dashboards.aggiungiHeader')}
              onClick={() => feedback.avviso(t('dashboards.headerNonDisponibile'), t('ui.info'))}
            />
          </div>
          <div className="registro-card registro-dashboard-vuota">{t('dashboards.nessunHeader')}</div>
          <div className="registro-dashboard-sezione">
            <h2>{t('dashboards.bodyElements')}</h2>
            <Button icon="pi pi-plus" rounded outlined size="small" aria-label={t('dashboards.aggiungiBody')} tooltip={t('dashboards.aggiungiBody')} onClick={editor.aggiungiElemento} />
          </div>
          {editor.content.bodyElements.length === 0 && <div className="registro-card registro-dashboard-vuota">{t('dashboards.nessunElemento')}</div>}
          <DashboardGrid idDashboard={id ?? -1} content={editor.content} onChange={editor.aggiornaElemento} onRimuovi={editor.rimuoviElemento} />
        </>
      )}
    </PageLayout>
  );
}
