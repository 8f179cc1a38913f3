import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, useFeedback, useProfilo } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

export interface Indirizzo {
  indirizzo?: string;
  civico?: string;
  provincia?: string;
  comune?: string;
  frazione?: string;
  cap?: string;
}

/** GET /api/profilo (spec 1 §3, editable profile). */
export interface EditableProfile {
  id?: number;
  username?: string;
  cellulare?: string;
  email?: string;
  cognome?: string;
  nome?: string;
  tipoIdentificativo?: 'CI' | 'CF' | 'PS';
  identificativo?: string;
  domicilio?: Indirizzo;
  residenza?: Indirizzo;
  latitudine?: number | string | null;
  longitudine?: number | string | null;
}

/** The own profile: GET /api/profilo; while it loads the session's profile fills what it can. */
export function useEditableProfile() {
  const sessione = useProfilo();
  const dettaglio = useQuery({
    queryKey: queryKeys.profilo.modificabile,
    queryFn: async ({ signal }) => (await api.get<EditableProfile>('/profilo', undefined, signal)).data,
    retry: false,
  });
  const base: EditableProfile = sessione.data
    ? { username: sessione.data.username, email: sessione.data.email, cognome: sessione.data.lastname, nome: sessione.data.firstname }
    : {};
  return { profilo: { ...base, ...(dettaglio.data ?? {}) }, caricamento: sessione.isPending || dettaglio.isPending, errore: dettaglio.error };
}

/** PUT /api/profilo: the success toast, the profile re-read (the page's and the session's), then `dopo`; a refusal in ATTENZIONE. */
export function useSaveProfile<T extends object>(dopo: () => void) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (valori: T) => (await api.put<EditableProfile>('/profilo', valori)).data,
    onSuccess: async () => {
      feedback.successo(t('ui.salvataggioOk'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.profilo.modificabile });
      await queryClient.invalidateQueries({ queryKey: queryKeys.profilo.sessione });
      dopo();
    },
    onError: (errore) => feedback.mostraErrore(errore),
  });
}
