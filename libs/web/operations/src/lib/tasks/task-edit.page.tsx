import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { TIPI_AVVIO, type Task } from '@registro/contracts';
import { DateTimeField, PageLayout, errorLines, useEditPage, useRegolaGiornoOra } from '@registro/web-ui';
import { RipetizioneField } from './ripetizione-field';
import { taskBody, formatTaskDate, taskFormFrom, newTaskForm, type TaskForm } from './task';
import './taskmanager.css';
import { useClassiTask } from './use-task';

/** /taskmanager/edit/:id (-1 = new): the task form; the dates of the runs are read-only. */
export function TaskEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { nuovo, record, salva } = useEditPage<Task>({
    risorsa: '/gesantask',
    id,
    vuoto: {} as Task,
    dopoSalvataggio: (salvato) => navigate(salvato?.id ? `/taskmanager/view/${salvato.id}` : '/taskmanager'),
  });
  const classi = useClassiTask();
  const { register, control, handleSubmit, reset, formState } = useForm<TaskForm>({ defaultValues: newTaskForm() });
  useEffect(() => {
    if (nuovo) reset(newTaskForm());
    else if (record.data) reset(taskFormFrom(record.data));
  }, [nuovo, record.data, reset]);

  const obbligatorio = (campo: string) => ({ validate: (v: unknown) => (v !== null && v !== undefined && String(v).trim() !== '') || t('validazione.obbligatorio', { campo }) });
  const regolaGiornoOra = useRegolaGiornoOra();
  const errore = (campo: keyof TaskForm) => formState.errors[campo]?.message as string | undefined;
  const salvaTask = handleSubmit((m) => salva.mutate(taskBody(m) as unknown as Task));
  const task = nuovo ? undefined : record.data;
  const sola = (campo: string, etichetta: string, valore: string) => (
    <div className="col-12 md:col-4 registro-campo mb-3">
      <label htmlFor={`task-${campo}`}>{etichetta}</label>
      <InputText id={`task-${campo}`} value={valore} disabled />
    </div>
  );

  return (
    <PageLayout
      titolo={nuovo ? t('task.nuovo') : t('task.modifica')}
      onBack={() => navigate(nuovo ? '/taskmanager' : `/taskmanager/view/${id}`)}
      onSave={() => void salvaTask()}
      storico={nuovo || !id ? undefined : { sezione: 'taskmanager', idRisorsa: id }}
    >
      {record.isError && <Message severity="error" text={errorLines(record.error).join(' ')} />}
      {!record.isError && (
        <div className="registro-card">
          <form className="grid formgrid" noValidate onSubmit={salvaTask}>
            <div className="col-12 md:col-4 registro-campo mb-3">
              <label htmlFor="task-stato">{t('task.stato')}</label>
              <InputText id="task-stato" value={task?.stato ?? 'FERMO'} disabled />
            </div>
            <div className="col-12 md:col-8 registro-campo mb-3">
              <label htmlFor="task-nome">{t('task.nome')}</label>
              <InputText id="task-nome" invalid={!!errore('nome')} {...register('nome', obbligatorio(t('task.nome')))} />
              {errore('nome') && <small className="p-error">{errore('nome')}</small>}
            </div>
            <div className="col-12 md:col-4 registro-campo mb-3">
              <label htmlFor="task-tipoAvvio">{t('task.tipoAvvio')}</label>
              <Controller
                name="tipoAvvio"
                control={control}
                render={({ field }) => (
                  <Dropdown inputId="task-tipoAvvio" value={field.value} options={TIPI_AVVIO.map((v) => ({ label: v, value: v }))} onChange={(e) => field.onChange(e.value)} />
                )}
              />
            </div>
            <div className="col-12 md:col-4 registro-campo mb-3">
              <label htmlFor="task-classeJava">{t('task.nomeClasse')}</label>
              <Controller
                name="classeJava"
                control={control}
                rules={obbligatorio(t('task.nomeClasse'))}
                render={({ field }) => (
                  <Dropdown
                    inputId="task-classeJava"
                    value={field.value}
                    options={(classi.data ?? []).map((c) => ({ label: c.nomeClasse, value: c.nomeClasse, descrizione: c.descrizione }))}
                    itemTemplate={(o: { label: string; descrizione: string }) => (
                      <div className="registro-username">
                        <span>{o.label}</span>
                        <small>{o.descrizione}</small>
                      </div>
                    )}
                    onChange={(e) => field.onChange(e.value)}
                    invalid={!!errore('classeJava')}
                    placeholder={t('task.selezionaClasse')}
                    emptyMessage={classi.isError ? errorLines(classi.error).join(' ') : t('ui.nessunRisultato')}
                  />
                )}
              />
              {errore('classeJava') && <small className="p-error">{errore('classeJava')}</small>}
            </div>
            <div className="col-12 md:col-4 registro-campo mb-3">
              <label htmlFor="task-avvioData">{t('task.dataAvvio')}</label>
              <Controller
                name="avvioData"
                control={control}
                rules={regolaGiornoOra}
                render={({ field, fieldState }) => (
                  <DateTimeField inputId="task-avvioData" value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={!!fieldState.error} />
                )}
              />
              {errore('avvioData') && <small className="p-error">{errore('avvioData')}</small>}
            </div>
            <div className="col-12 registro-campo mb-3">
              <label htmlFor="task-descrizione">{t('task.descrizione')}</label>
              <InputTextarea id="task-descrizione" rows={3} autoResize {...register('descrizione')} />
            </div>
            {sola('ultimoAvvio', t('task.ultimoAvvio'), formatTaskDate(task?.dataOraUltimoStart))}
            {sola('ultimoStop', t('task.ultimoStop'), formatTaskDate(task?.dataOraUltimoStop))}
            {sola('prossimaEsecuzione', t('task.prossimaEsecuzione'), formatTaskDate(task?.dataOraProssimaEsecuzione))}
            <div className="col-12">
              <h2 className="registro-sezione">{t('task.ripetizione')}</h2>
            </div>
            <div className="col-12 md:col-6 lg:col-3 mb-3">
              <RipetizioneField nome="ripetizioneMese" etichetta={t('task.ripetizioneMese')} max={12} control={control} />
            </div>
            <div className="col-12 md:col-6 lg:col-3 mb-3">
              <RipetizioneField nome="ripetizioneGiorno" etichetta={t('task.ripetizioneGiorno')} max={30} control={control} />
            </div>
            <div className="col-12 md:col-6 lg:col-3 mb-3">
              <RipetizioneField nome="ripetizioneOre" etichetta={t('task.ripetizioneOre')} max={24} control={control} />
            </div>
            <div className="col-12 md:col-6 lg:col-3 mb-3">
              <RipetizioneField nome="ripetizioneMinuti" etichetta={t('task.ripetizioneMinuti')} max={59} control={control} />
            </div>
            <button type="submit" hidden />
          </form>
        </div>
      )}
    </PageLayout>
  );
}
