import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, errorLines, useFeedback } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

export type TaskAction = 'start' | 'stop' | 'esegui';

/**
 * start, stop and run now (GET gesantask/{azione}/{id}): a success toast, or a danger toast with
 * the server's messaggio (spec 2 §8); the task's lists and record reload either way.
 */
export function useTaskActions() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const esitoOk: Record<TaskAction, string> = { start: t('task.avviato'), stop: t('task.fermato'), esegui: t('task.esecuzioneRichiesta') };
  return async (azione: TaskAction, id: number): Promise<boolean> => {
    try {
      const risposta = await feedback.conCaricamento(api.get<unknown>(`/gesantask/${azione}/${id}`));
      feedback.successo(risposta.messaggio ?? esitoOk[azione], t('task.titolo'));
      return true;
    } catch (errore) {
      feedback.avviso(errorLines(errore).join(' '), t('task.titolo'), 5000);
      return false;
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.task.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.runs.all }),
      ]);
    }
  };
}
