import { useMutation } from '@tanstack/react-query';
import type { RigaRisultato } from '@registro/contracts';
import { api, useFeedback } from '@registro/web-ui';

export type RunKind = 'eseguiquery' | 'eseguianaliticquery';

/**
 * What "Esegui" runs: the SQL on screen on the data source on screen. `salvata` (the text is the
 * saved query's) runs the query by its id, which a reader may; an edited or new text is sent as it is.
 */
export interface RunRequest {
  tipo: RunKind;
  id: number;
  idDatasource: number | null;
  sql: string;
  salvata: boolean;
}

/** Runs the query's SQL (the check, or the pivot's): rows and the server's note; a refusal opens ATTENZIONE. */
export function useRunQuery() {
  const feedback = useFeedback();
  return useMutation({
    mutationFn: async ({ tipo, id, idDatasource, sql, salvata }: RunRequest) => {
      const chiamata = salvata
        ? api.get<RigaRisultato[]>(`/dataanalysisdatabaseinfo/${tipo}/${id}`)
        : api.post<RigaRisultato[]>(`/dataanalysisdatabaseinfo/${tipo}`, { idDatasource, sql });
      const risposta = await feedback.conCaricamento(chiamata);
      return { tipo, righe: risposta.data ?? [], avviso: risposta.messaggio };
    },
    onError: (errore) => feedback.mostraErrore(errore),
  });
}
