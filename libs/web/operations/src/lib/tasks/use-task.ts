import { useQuery } from '@tanstack/react-query';
import type { ClasseTask, EsecuzioneTask, Task } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

const AGGIORNAMENTO_IN_ESECUZIONE_MS = 2000;

/**
 * Every task (GET /api/gesantask), or those whose last run is `esito` (Home's failed tasks counter
 * links with ?esito=ERRORE); while a run is active the list follows it (In esecuzione, Ultimo Avvio/Stop).
 */
export function useTasks(esito?: string) {
  return useQuery({
    queryKey: esito ? [...queryKeys.task.elenco, { esito }] : queryKeys.task.elenco,
    queryFn: async ({ signal }) => (await api.get<Task[]>('/gesantask', esito ? { esito } : undefined, signal)).data,
    refetchInterval: (query) => (query.state.data?.some((task) => task.inEsecuzione) ? AGGIORNAMENTO_IN_ESECUZIONE_MS : false),
  });
}

/** The registered task implementations, for the form's Nome Classe (GET /api/gesantask/classi). */
export function useClassiTask() {
  return useQuery({
    queryKey: queryKeys.task.classi,
    queryFn: async ({ signal }) => (await api.get<ClasseTask[]>('/gesantask/classi', undefined, signal)).data,
  });
}

export function useTask(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.task.record(id),
    queryFn: async ({ signal }) => (await api.get<Task>(`/gesantask/${id}`, undefined, signal)).data,
    enabled: !!id,
  });
}

/** GET gesantasklog?idTask=: the task's runs, newest first. */
export function useTaskRuns(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.runs.ofTask(id),
    queryFn: async ({ signal }) => (await api.get<EsecuzioneTask[]>('/gesantasklog', { idTask: id }, signal)).data,
    enabled: !!id,
  });
}
