import { formatValue, type EvolviStato, type HistoryRegistry } from '@registro/server-audit';
import type { RecordedEvent } from '@registro/server-event-store';
import {
  TASK_CREATED,
  TASK_DELETED,
  TASK_RUN_FINISHED,
  TASK_RUN_REQUESTED,
  TASK_RUN_STARTED,
  TASK_STARTED,
  TASK_STOPPED,
  TASK_STREAM_TYPE,
  TASK_UPDATED,
  type TaskCreatedData,
  type TaskRunFinishedData,
  type TaskUpdatedData,
} from '../domain/task.events';

const ETICHETTE: Record<string, string> = {
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

const dati = <T>(e: RecordedEvent) => e.data as unknown as T;

/** How a task's events read in the history (/api/modificherisorse?sezione=taskmanager) and its state at an instant. */
export function registraStoriaTask(registry: HistoryRegistry): void {
  registry.registerDescriber(TASK_CREATED, (e) => {
    const d = dati<TaskCreatedData>(e);
    return [
      'Task creato (stato FERMO)',
      ...Object.entries(ETICHETTE).map(([k, etichetta]) => `${etichetta}: ${formatValue((d as unknown as Record<string, unknown>)[k])}`),
    ].join('\n');
  });
  registry.registerDescriber(TASK_UPDATED, (e) =>
    [
      'Task modificato',
      ...Object.entries(dati<TaskUpdatedData>(e).changes).map(
        ([k, m]) => `${ETICHETTE[k] ?? k}: ${formatValue(m?.prima)} → ${formatValue(m?.dopo)}`,
      ),
    ].join('\n'),
  );
  registry.registerDescriber(TASK_STARTED, () => 'Stato: FERMO → ATTIVO (pianificazione avviata)');
  registry.registerDescriber(TASK_STOPPED, () => 'Stato: ATTIVO → FERMO (pianificazione fermata)');
  registry.registerDescriber(TASK_DELETED, () => 'Task eliminato');
  registry.registerDescriber(TASK_RUN_REQUESTED, () => 'Esecuzione richiesta');
  registry.registerDescriber(TASK_RUN_STARTED, () => 'Esecuzione iniziata');
  registry.registerDescriber(TASK_RUN_FINISHED, (e) => {
    const d = dati<TaskRunFinishedData>(e);
    return `Esecuzione terminata: ${d.esito}${d.motivo ? ` (${d.motivo})` : ''}`;
  });
  registry.registerReducer(TASK_STREAM_TYPE, evolviTask);
}

export const evolviTask: EvolviStato = (state, e) => {
  switch (e.type) {
    case TASK_CREATED: {
      const d = dati<TaskCreatedData>(e);
      return { valori: { ...d, stato: 'FERMO' }, eliminato: false };
    }
    case TASK_UPDATED: {
      const valori = { ...state.valori };
      for (const [k, m] of Object.entries(dati<TaskUpdatedData>(e).changes)) if (m) valori[k] = m.dopo;
      return { ...state, valori };
    }
    case TASK_STARTED:
    case TASK_STOPPED:
      return { ...state, valori: { ...state.valori, stato: e.type === TASK_STARTED ? 'ATTIVO' : 'FERMO' } };
    case TASK_DELETED:
      return { ...state, eliminato: true };
    default:
      return state;
  }
};
