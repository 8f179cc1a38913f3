import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import type { Task } from '@registro/contracts';
import { ClientTable, PageLayout, errorLines, useFeedback } from '@registro/web-ui';
import { TaskActions } from './task-actions';
import { TaskStatoTag } from './task-stato-tag';
import { formatTaskDate } from './task';
import './taskmanager.css';
import { queryKeys } from '../query-keys';
import { useTasks } from './use-task';

/** Spec 2 §9: task list, 30 per page. */
export const TASKS_PAGE_SIZE = 30;

/** /taskmanager (?esito= the last run's state): Nome (with the next execution), Stato, Tipo Avvio, Ultimo Avvio, Ultimo Stop and the actions. */
export function TaskListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [parametri] = useSearchParams();
  const esito = parametri.get('esito') ?? '';
  const tasks = useTasks(esito || undefined);
  useEffect(() => {
    if (tasks.error) feedback.avviso(errorLines(tasks.error).join(' '), t('task.titolo'), 5000);
  }, [tasks.error, feedback, t]);
  return (
    <PageLayout titolo={esito ? `${t('task.titolo')} (${esito})` : t('task.titolo')} onRefresh={() => queryClient.invalidateQueries({ queryKey: queryKeys.task.all })} onNew={() => navigate('/taskmanager/edit/-1')}>
      <div className="registro-card">
        <ClientTable<Task>
          value={tasks.data ?? []}
          rows={TASKS_PAGE_SIZE}
          loading={tasks.isLoading}
          ariaLabel={t('task.titolo')}
          excel={{
            colonne: [
              { titolo: t('task.nome'), campo: 'nome' },
              { titolo: t('task.stato'), campo: 'stato' },
              { titolo: t('task.tipoAvvio'), campo: 'tipoAvvio' },
              { titolo: t('task.ultimoAvvio'), campo: 'dataOraUltimoStart', tipo: 'datetime' },
              { titolo: t('task.ultimoStop'), campo: 'dataOraUltimoStop', tipo: 'datetime' },
              { titolo: t('task.prossimaEsecuzione'), campo: 'dataOraProssimaEsecuzione', tipo: 'datetime' },
            ],
          }}
        >
          <Column
            header={t('task.nome')}
            body={(task: Task) => (
              <div className="registro-task-nome">
                <Link to={`/taskmanager/view/${task.id}`}>{task.nome}</Link>
                <small>
                  <i className="pi pi-clock" aria-hidden /> {t('task.prossimaEsecuzione')}: {formatTaskDate(task.dataOraProssimaEsecuzione)}
                </small>
              </div>
            )}
          />
          <Column header={t('task.stato')} body={(task: Task) => <TaskStatoTag task={task} />} />
          <Column field="tipoAvvio" header={t('task.tipoAvvio')} />
          <Column header={t('task.ultimoAvvio')} body={(task: Task) => formatTaskDate(task.dataOraUltimoStart)} />
          <Column header={t('task.ultimoStop')} body={(task: Task) => formatTaskDate(task.dataOraUltimoStop)} />
          <Column header="" body={(task: Task) => <TaskActions task={task} />} style={{ width: '10rem' }} />
        </ClientTable>
      </div>
    </PageLayout>
  );
}
