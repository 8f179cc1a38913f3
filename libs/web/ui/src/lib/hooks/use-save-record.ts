import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api-client';
import { resourceKeys } from '../api/query-keys';
import { useIdempotencyKeys } from '../api/idempotency-key';
import { useFeedback } from '../feedback/feedback-context';
import { saveCall } from './save-call';

export interface SaveRecordOptions<T> {
  /** API path, e.g. "/gruppi"; the lists and records under it (query key `[risorsa]`) reload after the save */
  risorsa: string;
  /** the record's id on an edit page; without it each save goes by the `id` of the values saved (a dialog) */
  id?: string | number | null;
  /** the success toast, when the screen words it otherwise (default ui.salvataggioOk) */
  successo?: { testo: string; titolo?: string };
  /** after the success toast and the reload: navigate back, close the dialog */
  dopoSalvataggio?: (salvato: T | undefined) => void;
  /** shows a refusal itself instead of the ATTENZIONE dialog */
  mostraErrore?: (errore: unknown) => void;
}

/**
 * The save of a record: POST {risorsa} for a new one (with an `Idempotency-Key`, so saving again
 * after a lost answer does not create it twice), PUT {risorsa}/{id} otherwise; the toast, the
 * lists reloaded, then `dopoSalvataggio`; a refusal in ATTENZIONE.
 */
export function useSaveRecord<T>({ risorsa, id, successo, dopoSalvataggio, mostraErrore }: SaveRecordOptions<T>) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const chiavi = useIdempotencyKeys();
  return useMutation({
    mutationFn: async (valori: T) => {
      const { metodo, percorso } = saveCall(risorsa, id !== undefined ? id : (valori as { id?: string | number | null }).id);
      return (metodo === 'POST' ? await api.post<T>(percorso, valori, chiavi.headerPer(valori)) : await api.put<T>(percorso, valori)).data;
    },
    onSuccess: async (salvato) => {
      feedback.successo(successo?.testo ?? t('ui.salvataggioOk'), successo?.titolo);
      await queryClient.invalidateQueries({ queryKey: resourceKeys(risorsa).all });
      dopoSalvataggio?.(salvato);
    },
    onError: (errore) => (mostraErrore ? mostraErrore(errore) : feedback.mostraErrore(errore)),
  });
}
