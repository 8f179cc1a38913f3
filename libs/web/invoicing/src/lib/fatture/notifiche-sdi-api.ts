import type { CronologiaSdi, EsitoNotificheSdi } from '@registro/contracts';
import { ApiError, api } from '@registro/web-ui';

/** What the upload answered: the per-file outcome and the server's summary (a 422 still carries it). */
export interface RispostaNotificheSdi {
  messaggio: string;
  esito: EsitoNotificheSdi;
}

/**
 * POST documenti/notifichesdi with the chosen files (field `file`, repeated). When every file was
 * refused the server answers 422 with the same outcome: it is read, not thrown.
 */
export async function importaNotificheSdi(files: File[]): Promise<RispostaNotificheSdi> {
  const corpo = new FormData();
  for (const file of files) corpo.append('file', file, file.name);
  try {
    const risposta = (await api.upload<EsitoNotificheSdi>('POST', '/documenti/notifichesdi', corpo)) as { data: EsitoNotificheSdi; messaggio?: string };
    return { messaggio: risposta.messaggio ?? '', esito: risposta.data };
  } catch (errore) {
    const esito = errore instanceof ApiError && errore.status === 422 ? (errore.corpo as { data?: EsitoNotificheSdi } | undefined)?.data : undefined;
    if (esito) return { messaggio: errore instanceof ApiError ? (errore.messaggio ?? '') : '', esito };
    throw errore;
  }
}

/** GET documenti/{id}/sdi: the invoice's exports and receipts, oldest first. */
export async function leggiCronologiaSdi(id: string | number, signal?: AbortSignal): Promise<CronologiaSdi> {
  return (await api.get<CronologiaSdi>(`/documenti/${id}/sdi`, undefined, signal)).data;
}
