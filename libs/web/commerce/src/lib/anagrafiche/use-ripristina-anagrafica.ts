import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, useFeedback } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** Restore of a deleted party (GET anagrafica/ripristina/{id}): the server's messaggio as a toast, or ATTENZIONE. */
export function useRipristinaAnagrafica() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  return async (id: number) => {
    try {
      const risposta = await feedback.conCaricamento(api.get(`/anagrafica/ripristina/${id}`));
      if (risposta?.messaggio) feedback.successo(risposta.messaggio, t('anagrafica.titolo'));
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.anagrafica.all });
  };
}
