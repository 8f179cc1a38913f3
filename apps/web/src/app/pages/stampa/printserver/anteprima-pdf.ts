import { verificaJson } from '@registro/contracts';
import { api } from '@registro/web-ui';

/** The test data as JSON, or the message saying where it is wrong. */
export function datiDiTest(testo: string): { valido: true; valore: unknown } | { valido: false; messaggio: string } {
  if (!testo.trim()) return { valido: false, messaggio: '' };
  const esito = verificaJson(testo);
  return esito.valido ? { valido: true, valore: esito.valore } : { valido: false, messaggio: esito.messaggio };
}

/** base64 (or a data URL) of a PDF → Blob. */
export function pdfDaBase64(base64: string): Blob {
  const testo = base64.startsWith('data:') ? base64.slice(base64.indexOf(',') + 1) : base64;
  const binario = atob(testo);
  const byte = new Uint8Array(binario.length);
  for (let i = 0; i < binario.length; i++) byte[i] = binario.charCodeAt(i);
  return new Blob([byte], { type: 'application/pdf' });
}

/** POST print/createreport {reportName, data}: the PDF as a blob URL (revoke it when done). */
export async function creaAnteprima(reportName: string, data: unknown): Promise<string> {
  const risposta = await api.post<string>('/print/createreport', { reportName, data });
  return URL.createObjectURL(pdfDaBase64(risposta.data));
}
