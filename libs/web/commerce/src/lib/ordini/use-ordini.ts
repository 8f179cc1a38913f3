import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClienteUtente, Lista, NuovoOrdine, Ordine } from '@registro/contracts';
import { api, pdfUrl, useFeedback, useIdempotencyKeys } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** The report of the order's proforma (built-in template ProformaOrdine.jrxml). */
export const REPORT_PROFORMA = 'ProformaOrdine';

export async function getOrdine(id: number, signal?: AbortSignal): Promise<Ordine> {
  return (await api.get<Ordine>(`/ordiniordini/${id}`, undefined, signal)).data;
}

/** POST ordiniordini; `headers`: the create's `Idempotency-Key` (`useIdempotencyKeys`). */
export async function creaOrdine(ordine: NuovoOrdine, headers?: Record<string, string>): Promise<Ordine> {
  return (await api.post<Ordine>('/ordiniordini', ordine, headers)).data;
}

export async function confermaOrdine(id: number): Promise<Ordine> {
  return (await api.post<Ordine>('/ordiniordini/aggiornastato', { id, statoAttuale: 'CONFERMATO' })).data;
}

/** GET users?profilo=CLIENTE: the customers of the staff's filter. */
export async function getClienti(signal?: AbortSignal): Promise<ClienteUtente[]> {
  return (await api.get<Lista<ClienteUtente>>('/users', { profilo: 'CLIENTE', page: 0, forPage: 1000 }, signal)).data.list;
}

/** POST print/createreport {reportName: ProformaOrdine, data: the order}: a blob URL of the PDF (revoke it when done). */
export async function stampaProforma(ordine: Ordine): Promise<string> {
  return pdfUrl((await api.post<string>('/print/createreport', { reportName: REPORT_PROFORMA, data: ordine })).data);
}

/** One order with its rows (none while `id` is null). */
export function useOrdine(id: number | null) {
  return useQuery({
    queryKey: queryKeys.ordini.record(id ?? undefined),
    queryFn: ({ signal }) => getOrdine(id as number, signal),
    enabled: id !== null,
  });
}

/** The customers of the staff's filter, when the user sees every order. */
export function useClientiOrdini(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.clientiOrdini, queryFn: ({ signal }) => getClienti(signal), enabled });
}

/** Crea Ordine: POST with its Idempotency-Key, the toast, the orders reloaded, then `dopo`; a refusal in ATTENZIONE. */
export function useCreaOrdine(dopo: () => void) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const chiavi = useIdempotencyKeys();
  return useMutation({
    mutationFn: (ordine: NuovoOrdine) => creaOrdine(ordine, chiavi.headerPer(ordine)),
    onSuccess: () => {
      feedback.successo(t('ordini.salvato'), t('ordini.successo'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.ordini.all });
      dopo();
    },
    onError: (errore) => feedback.mostraErrore(errore),
  });
}

/** Conferma Ordine: the toast and the orders reloaded; a refusal in ATTENZIONE. */
export function useConfermaOrdine() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confermaOrdine,
    onSuccess: () => {
      feedback.successo(t('ordini.confermato'), t('ordini.successo'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.ordini.all });
    },
    onError: (errore) => feedback.mostraErrore(errore),
  });
}
