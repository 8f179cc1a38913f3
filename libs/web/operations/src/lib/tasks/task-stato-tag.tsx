import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { StatoEsecuzione, Task } from '@registro/contracts';

/** Task.stato (ATTIVO green, FERMO grey) and, while a run is active, "In esecuzione". */
export function TaskStatoTag({ task }: { task: Pick<Task, 'stato' | 'inEsecuzione'> }) {
  const { t } = useTranslation();
  return (
    <span className="registro-task-stato">
      <Tag value={task.stato} severity={task.stato === 'ATTIVO' ? 'success' : undefined} className={task.stato === 'ATTIVO' ? undefined : 'registro-tag-spento'} />
      {task.inEsecuzione && <Tag icon="pi pi-spin pi-spinner" value={t('task.inEsecuzione')} severity="info" />}
    </span>
  );
}

const GRAVITA_ESECUZIONE: Record<StatoEsecuzione, 'success' | 'danger' | 'warning' | 'info' | undefined> = {
  'IN ATTESA': undefined,
  'IN ESECUZIONE': 'info',
  COMPLETATO: 'success',
  ERRORE: 'danger',
  INTERROTTO: 'warning',
};

/** statoAttuale of a run. */
export function RunStatoTag({ stato }: { stato: StatoEsecuzione | null | undefined }) {
  if (!stato) return <span>---</span>;
  const gravita = GRAVITA_ESECUZIONE[stato];
  return <Tag value={stato} severity={gravita} className={gravita ? undefined : 'registro-tag-spento'} />;
}
