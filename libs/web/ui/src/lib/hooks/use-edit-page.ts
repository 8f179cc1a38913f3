import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NUOVO_ID } from '@registro/contracts';
import { api } from '../api/api-client';
import { useIdempotencyKeys } from '../api/idempotency-key';
import { useFeedback } from '../feedback/feedback-context';
import { useTranslation } from 'react-i18next';

/** A missing, null or -1 id means a record not yet saved (spec 1 §4, generic save). */
export function isNew(id: string | number | null | undefined): boolean {
  return id === undefined || id === null || id === '' || Number(id) === NUOVO_ID;
}

/** The call a save makes: POST {risorsa} for a new record, PUT {risorsa}/{id} otherwise. */
export function saveCall(risorsa: string, id: string | number | null | undefined) {
  return isNew(id) ? { metodo: 'POST' as const, percorso: risorsa } : { metodo: 'PUT' as const, percorso: `${risorsa}/${id}` };
}

export interface EditPageOptions<T> {
  /** API path, e.g. "/gruppi" */
  risorsa: string;
  id: string | number | null | undefined;
  /** values of a new record */
  vuoto?: T;
  /** after the success toast, e.g. navigate back to the list */
  dopoSalvataggio?: (salvato: T | undefined) => void;
  /** the success toast, when the screen's spec words it otherwise (default ui.salvataggioOk) */
  successo?: { testo: string; titolo?: string };
}

/**
 * Loads the record (unless new) and saves it; the toast and the ATTENZIONE dialog come with it. A
 * create carries an `Idempotency-Key` (`useIdempotencyKeys`): saving again after a lost answer does not
 * create the record twice.
 */
export function useEditPage<T>({ risorsa, id, vuoto, dopoSalvataggio, successo }: EditPageOptions<T>) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const nuovo = isNew(id);
  const chiavi = useIdempotencyKeys();
  const record = useQuery({
    queryKey: [risorsa, 'record', String(id)],
    queryFn: async ({ signal }) => (nuovo ? (vuoto as T) : (await api.get<T>(`${risorsa}/${id}`, undefined, signal)).data),
  });
  const salva = useMutation({
    mutationFn: async (valori: T) => {
      const { metodo, percorso } = saveCall(risorsa, id);
      return (metodo === 'POST' ? await api.post<T>(percorso, valori, chiavi.headerPer(valori)) : await api.put<T>(percorso, valori)).data;
    },
    onSuccess: async (salvato) => {
      feedback.successo(successo?.testo ?? t('ui.salvataggioOk'), successo?.titolo);
      await queryClient.invalidateQueries({ queryKey: [risorsa] });
      dopoSalvataggio?.(salvato);
    },
    onError: (errore) => feedback.mostraErrore(errore),
  });
  return { nuovo, record, salva };
}
