import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Numeratore } from '@registro/contracts';
import { api, useFeedback } from '@registro/web-ui';
import { duplicaBody, type DuplicaNumeratoreForm } from './duplica-numeratore';
import { queryKeys } from '../../query-keys';

/** POST numeratori with the original's code, description and structure; a refusal (409 duplicate…) opens ATTENZIONE. */
export function useDuplicaNumeratore(onDuplicato: () => void) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ numeratore, form }: { numeratore: Numeratore; form: DuplicaNumeratoreForm }) =>
      await api.post<Numeratore>('/numeratori', duplicaBody(numeratore, form)),
    onSuccess: async (risposta) => {
      feedback.successo(risposta.messaggio ?? t('ui.salvataggioOk'), t('numeratori.duplica'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.numeratori.all });
      onDuplicato();
    },
    onError: (errore) => feedback.mostraErrore(errore),
  });
}
