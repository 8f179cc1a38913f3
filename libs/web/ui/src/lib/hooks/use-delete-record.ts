import { useQueryClient } from '@tanstack/react-query';
import type { Risposta } from '@registro/contracts';
import { api } from '../api/api-client';
import { resourceKeys } from '../api/query-keys';
import { useFeedback, type ConfirmLabels } from '../feedback/feedback-context';

export interface DeleteRecordOptions {
  /** API path of the records, e.g. "/iva"; the lists under it (query key `[risorsa]`) reload after the delete */
  risorsa: string;
  /** the success toast's title */
  titolo?: string;
  /** the confirmation's question, unless each row passes its own at the call */
  conferma?: string;
  /** the confirmation's answers when the spec words them ('SI/NO'); default Sì / No */
  etichette?: ConfirmLabels;
  /** the success toast's text when the screen words it itself; default the server's messaggio (no toast without one) */
  successo?: string;
  /** shows the server's answer itself (a dialog, say) instead of the toast */
  mostraRisposta?: (risposta: Risposta<unknown> | undefined) => void;
  /** shows a refusal itself instead of the ATTENZIONE dialog */
  mostraErrore?: (errore: unknown) => void;
}

/**
 * Delete of a list row: confirm, DELETE {risorsa}/{id}, the server's messaggio (or the screen's
 * text) as a toast, a refusal in ATTENZIONE, then the lists reloaded. Call it with the row's id and,
 * if the question names the row, the question.
 */
export function useDeleteRecord({ risorsa, titolo, conferma, etichette, successo, mostraRisposta, mostraErrore }: DeleteRecordOptions) {
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  return (id: number | string, domanda?: string) =>
    feedback.conferma({
      messaggio: domanda ?? conferma ?? '',
      etichette,
      onAccetta: async () => {
        try {
          const risposta = await feedback.conCaricamento(api.delete(`${risorsa}/${id}`));
          if (mostraRisposta) mostraRisposta(risposta);
          else if (successo ?? risposta?.messaggio) feedback.successo((successo ?? risposta?.messaggio) as string, titolo);
        } catch (errore) {
          if (mostraErrore) mostraErrore(errore);
          else feedback.mostraErrore(errore);
        }
        await queryClient.invalidateQueries({ queryKey: resourceKeys(risorsa).all });
      },
    });
}
