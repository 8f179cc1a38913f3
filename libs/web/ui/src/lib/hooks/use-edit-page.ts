import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';
import { resourceKeys } from '../api/query-keys';
import { isNew } from './save-call';
import { useSaveRecord } from './use-save-record';

export { isNew, saveCall } from './save-call';

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
  /** shows a refused save itself instead of the ATTENZIONE dialog */
  mostraErrore?: (errore: unknown) => void;
}

/**
 * Loads the record (unless new) and saves it (`useSaveRecord`); the toast and the ATTENZIONE dialog
 * come with it. A create carries an `Idempotency-Key`: saving again after a lost answer does not
 * create the record twice.
 */
export function useEditPage<T>({ risorsa, id, vuoto, dopoSalvataggio, successo, mostraErrore }: EditPageOptions<T>) {
  const nuovo = isNew(id);
  const record = useQuery({
    queryKey: resourceKeys(risorsa).record(id),
    queryFn: async ({ signal }) => (nuovo ? (vuoto as T) : (await api.get<T>(`${risorsa}/${id}`, undefined, signal)).data),
  });
  const salva = useSaveRecord<T>({ risorsa, id: id ?? null, successo, dopoSalvataggio, mostraErrore });
  return { nuovo, record, salva };
}
