import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { DetailFields, PageLayout, errorLines, type DetailField } from '@registro/web-ui';
import { RunLogDialog } from './run-log-dialog';
import { TaskStatoTag } from './task-stato-tag';
import { RunsTable } from './runs-table';
import { formatTaskDate } from './task';
import { useTaskActions } from './use-task-actions';
import { useTaskRuns, useTask } from './use-task';
import './taskmanager.css';
import { queryKeys } from '../query-keys';

/** /taskmanager/view/:id: the task, its runs, start/stop and the Elabora modal. */
export function TaskViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const task = useTask(id);
  const esecuzioni = useTaskRuns(id);
  const azione = useTaskActions();
  const [elabora, setElabora] = useState(false);
  const ricarica = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.task.record(id) }), queryClient.invalidateQueries({ queryKey: queryKeys.runs.ofTask(id) })]);
  const chiudiElabora = () => {
    setElabora(false);
    void ricarica();
  };
  const d = task.data;
  const campi: DetailField[] = d
    ? [
        [t('task.nome'), d.nome],
        [t('task.stato'), <TaskStatoTag task={d} />],
        [t('task.tipoAvvio'), d.tipoAvvio],
        [t('task.nomeClasse'), <code className="registro-codice">{d.classeJava}</code>],
        [t('task.descrizione'), d.descrizione || '---'],
        [t('task.ultimoAvvio'), formatTaskDate(d.dataOraUltimoStart)],
        [t('task.ultimoStop'), formatTaskDate(d.dataOraUltimoStop)],
        [t('task.dataAvvio'), formatTaskDate(d.avvioData)],
        [t('task.prossimaEsecuzione'), formatTaskDate(d.dataOraProssimaEsecuzione)],
        [t('task.ripetizioneMese'), d.ripetizioneMese],
        [t('task.ripetizioneGiorno'), d.ripetizioneGiorno],
        [t('task.ripetizioneOre'), d.ripetizioneOre],
        [t('task.ripetizioneMinuti'), d.ripetizioneMinuti],
      ]
    : [];
  return (
    <PageLayout
      titolo={t('task.dettaglio')}
      onBack={() => navigate('/taskmanager')}
      onRefresh={() => void ricarica()}
      onEdit={id ? () => navigate(`/taskmanager/edit/${id}`) : undefined}
      storico={id ? { sezione: 'taskmanager', idRisorsa: id } : undefined}
    >
      {task.isError && <Message severity="error" text={errorLines(task.error).join(' ')} className="mb-2" />}
      {d && (
        <div className="registro-task-vista">
          <section className="registro-card" aria-label={t('task.dettaglio')}>
            <div className="registro-task-azioni">
              <Button label={t('task.elabora')} icon="pi pi-cog" onClick={() => setElabora(true)} />
              <Button label={t('task.avvia')} icon="pi pi-play" severity="success" outlined disabled={d.stato === 'ATTIVO'} onClick={() => void azione('start', d.id)} />
              <Button label={t('task.ferma')} icon="pi pi-stop" severity="danger" outlined disabled={d.stato !== 'ATTIVO'} onClick={() => void azione('stop', d.id)} />
            </div>
            <DetailFields campi={campi} />
          </section>
          <section className="registro-card" aria-label={t('task.esecuzioni')}>
            <h2 className="registro-task-sottotitolo">{t('task.esecuzioni')}</h2>
            {esecuzioni.isError && <Message severity="error" text={errorLines(esecuzioni.error).join(' ')} className="mb-2" />}
            <RunsTable esecuzioni={esecuzioni.data ?? []} caricamento={esecuzioni.isFetching} />
          </section>
          <RunLogDialog task={d} visible={elabora} onHide={chiudiElabora} />
        </div>
      )}
    </PageLayout>
  );
}
