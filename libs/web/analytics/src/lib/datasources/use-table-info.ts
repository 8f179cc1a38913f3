import { useMutation } from '@tanstack/react-query';
import type { RigaRisultato } from '@registro/contracts';
import { api, useFeedback } from '@registro/web-ui';

/** GET /dataanalysisdatabaseinfo/tableinfo: the columns of a table of a data source. */
export function useTableInfo() {
  const feedback = useFeedback();
  return useMutation({
    mutationFn: async ({ idDatasource, viewName }: { idDatasource: number; viewName: string }) =>
      (await feedback.conCaricamento(api.get<RigaRisultato[]>('/dataanalysisdatabaseinfo/tableinfo', { idDatasource, viewName }))).data,
    onError: (errore) => feedback.mostraErrore(errore),
  });
}
