import { verificaJson } from '@registro/contracts';
import { api, pdfUrl } from '@registro/web-ui';

/** The test data as JSON, or the message saying where it is wrong. */
export function parseTestData(testo: string): { valido: true; valore: unknown } | { valido: false; messaggio: string } {
  if (!testo.trim()) return { valido: false, messaggio: '' };
  const esito = verificaJson(testo);
  return esito.valido ? { valido: true, valore: esito.valore } : { valido: false, messaggio: esito.messaggio };
}

/** POST print/createreport {reportName, data}: the PDF as a blob URL (revoke it when done). */
export async function createPreview(reportName: string, data: unknown): Promise<string> {
  const risposta = await api.post<string>('/print/createreport', { reportName, data });
  return pdfUrl(risposta.data);
}
