import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, useFeedback } from '@registro/web-ui';

/** Delete of a list row: confirm 'Sicuro di voler Eliminare?', DELETE {risorsa}/{id}, toast, lists reloaded. */
export function useDeleteRecord(risorsa: string, titolo: string) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  return (id: number) =>
    feedback.conferma({
      messaggio: t('tipidocumento.confermaElimina'),
      onAccetta: async () => {
        try {
          const risposta = await feedback.conCaricamento(api.delete(`${risorsa}/${id}`));
          feedback.successo(risposta?.messaggio ?? t('ui.operazioneOk'), titolo);
        } catch (errore) {
          feedback.mostraErrore(errore);
        }
        await queryClient.invalidateQueries({ queryKey: [risorsa] });
      },
    });
}
