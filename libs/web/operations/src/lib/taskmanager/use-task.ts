import { useQuery } from '@tanstack/react-query';
import type { EsecuzioneTask, Task } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

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
