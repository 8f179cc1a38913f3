import { useQueryClient } from '@tanstack/react-query';
import { api } from '../api/api-client';
import { useFeedback } from '../feedback/feedback-context';

export interface DeleteRecordOptions {
  /** API path of the records, e.g. "/iva"; the lists under it reload after the delete */
  risorsa: string;
  /** the success toast's title */
  titolo: string;
  /** the confirmation's question */
  conferma: string;
}

/** Delete of a list row: confirm, DELETE {risorsa}/{id}, the server's messaggio as a toast (or ATTENZIONE), lists reloaded. */
export function useDeleteRecord({ risorsa, titolo, conferma }: DeleteRecordOptions) {
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  return (id: number) =>
    feedback.conferma({
      messaggio: conferma,
      onAccetta: async () => {
        try {
          const risposta = await feedback.conCaricamento(api.delete(`${risorsa}/${id}`));
          if (risposta?.messaggio) feedback.successo(risposta.messaggio, titolo);
        } catch (errore) {
          feedback.mostraErrore(errore);
        }
        await queryClient.invalidateQueries({ queryKey: [risorsa] });
      },
    });
}
