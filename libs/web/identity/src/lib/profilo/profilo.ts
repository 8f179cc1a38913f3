import { useQuery } from '@tanstack/react-query';
import { api, useProfilo } from '@registro/web-ui';
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
export interface EditableProfilo {
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
export function useEditableProfilo() {
  const sessione = useProfilo();
  const dettaglio = useQuery({
    queryKey: queryKeys.profilo.modificabile,
    queryFn: async ({ signal }) => (await api.get<EditableProfilo>('/profilo', undefined, signal)).data,
    retry: false,
  });
  const base: EditableProfilo = sessione.data
    ? { username: sessione.data.username, email: sessione.data.email, cognome: sessione.data.lastname, nome: sessione.data.firstname }
    : {};
  return { profilo: { ...base, ...(dettaglio.data ?? {}) }, caricamento: sessione.isPending || dettaglio.isPending, errore: dettaglio.error };
}
