import { useMutation } from '@tanstack/react-query';
import type { RigaRisultato } from '@registro/contracts';
import { api, useFeedback } from '@registro/web-ui';

export type RunKind = 'eseguiquery' | 'eseguianaliticquery';

/** Runs a saved query (the check, or the pivot's SQL): rows and the server's note; a refusal opens ATTENZIONE. */
export function useRunQuery() {
  const feedback = useFeedback();
  return useMutation({
    mutationFn: async ({ id, tipo }: { id: number; tipo: RunKind }) => {
      const risposta = await feedback.conCaricamento(api.get<RigaRisultato[]>(`/dataanalysisdatabaseinfo/${tipo}/${id}`));
      return { tipo, righe: risposta.data ?? [], avviso: risposta.messaggio };
    },
    onError: (errore) => feedback.mostraErrore(errore),
  });
}
