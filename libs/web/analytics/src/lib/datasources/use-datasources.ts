import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DatabaseDriver, DataSource } from '@registro/contracts';
import { ALL_ROWS, api, errorLines, useAllRows, useFeedback } from '@registro/web-ui';

/** The data source and driver lists ask this many rows (spec 2 §9). */
export const SORGENTI_PAGE_SIZE = ALL_ROWS;

/** GET /dataanalysisdatasources: every data source (also the query editor's lookup). */
export function useDataSources() {
  return useAllRows<DataSource>('/dataanalysisdatasources');
}

/** GET /dataanalysisdatabasedriver: every driver. */
export function useDrivers() {
  return useAllRows<DatabaseDriver>('/dataanalysisdatabasedriver');
}

/** GET /dataanalysisdatasources/verificaconnessione/{id}: toast Info on success, ATTENZIONE "Errore di connessione: …" otherwise (spec 2 §8). */
export function useVerificaConnessione() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  return useMutation({
    mutationFn: async (id: number) => api.get<unknown>(`/dataanalysisdatasources/verificaconnessione/${id}`),
    onSuccess: (risposta) => feedback.successo(risposta.messaggio ?? t('datasources.connessioneVerificata'), t('datasources.info')),
    onError: (errore) => feedback.avviso(`${t('datasources.erroreConnessione')}${errorLines(errore).join(' ')}`, t('ui.attenzione'), 6000),
  });
}
