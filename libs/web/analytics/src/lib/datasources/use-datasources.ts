import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DatabaseDriver, DataSource, Lista } from '@registro/contracts';
import { api, errorLines, useFeedback } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** The data source and driver lists ask this many rows (spec 2 §9). */
export const SORGENTI_PAGE_SIZE = 1000;

/** GET /dataanalysisdatasources: every data source (also the query editor's lookup). */
export function useDataSources() {
  return useQuery({
    queryKey: queryKeys.datasources.elenco,
    queryFn: async ({ signal }) => (await api.get<Lista<DataSource>>('/dataanalysisdatasources', { page: 0, forPage: SORGENTI_PAGE_SIZE }, signal)).data.list,
  });
}

/** GET /dataanalysisdatabasedriver: every driver. */
export function useDrivers() {
  return useQuery({
    queryKey: queryKeys.drivers.elenco,
    queryFn: async ({ signal }) => (await api.get<Lista<DatabaseDriver>>('/dataanalysisdatabasedriver', { page: 0, forPage: SORGENTI_PAGE_SIZE }, signal)).data.list,
  });
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
