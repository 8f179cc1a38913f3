import type { ClienteUtente, Lista, NuovoOrdine, Ordine } from '@registro/contracts';
import { api, pdfUrl } from '@registro/web-ui';

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
