import { formatValue, type HistoryRegistry } from '@registro/server-audit';
import { taskAggregate, type TaskState } from '../domain/task.aggregate';
import type { ImpostazioniTask, TaskEvent, TaskRunEvent } from '../domain/task.events';

const ETICHETTE: Record<keyof ImpostazioniTask, string> = {
  nome: 'Nome',
  tipoAvvio: 'Tipo Avvio',
  descrizione: 'Descrizione',
  classeJava: 'Nome Classe',
  avvioData: 'Data Avvio',
  ripetizioneMese: 'Ripetizione mesi',
  ripetizioneGiorno: 'Ripetizione giorni',
  ripetizioneOre: 'Ripetizione ore',
  ripetizioneMinuti: 'Ripetizione minuti',
};

const etichetta = (field: string) => ETICHETTE[field as keyof ImpostazioniTask] ?? field;

/** The task "as it was at": its fields, id and stato. */
const taskView = (task: TaskState | null) => ({
  values: task ? { id: task.id, ...task.impostazioni, stato: task.stato } : {},
  deleted: task?.eliminato ?? false,
});

/** How a task's events read in the history (/api/modificherisorse?sezione=taskmanager) and its state at an instant. */
export function registerTaskHistory(registry: HistoryRegistry): void {
  registry.registerDescribers<TaskEvent>({
    TaskCreated: ({ data }) =>
      ['Task creato (stato FERMO)', ...(Object.keys(ETICHETTE) as (keyof ImpostazioniTask)[]).map((k) => `${ETICHETTE[k]}: ${formatValue(data[k])}`)].join('\n'),
    TaskUpdated: ({ data }) =>
      ['Task modificato', ...Object.entries(data.changes).map(([k, m]) => `${etichetta(k)}: ${formatValue(m?.prima)} → ${formatValue(m?.dopo)}`)].join('\n'),
    TaskStarted: () => 'Stato: FERMO → ATTIVO (pianificazione avviata)',
    TaskStopped: () => 'Stato: ATTIVO → FERMO (pianificazione fermata)',
    TaskDeleted: () => 'Task eliminato',
  });
  registry.registerDescribers<TaskRunEvent>({
    TaskRunRequested: () => 'Esecuzione richiesta',
    TaskRunStarted: () => 'Esecuzione iniziata',
    TaskRunFinished: ({ data }) => `Esecuzione terminata: ${data.esito}${data.motivo ? ` (${data.motivo})` : ''}`,
  });
  registry.registerAggregate({ aggregate: taskAggregate, view: taskView });
}
