import type { ReportTipo, Risposta } from '@registro/contracts';
import { api } from '@registro/web-ui';

/** Only .jasper and .jrxml files are accepted. */
export const isTemplate = (nome: string) => /\.(jasper|jrxml)$/i.test(nome.trim());

/** "Fattura.jasper" → "Fattura": the subreport name a file gives. */
export const subreportName = (nome: string) => nome.trim().replace(/\.(jasper|jrxml)$/i, '');

function leggiDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const lettore = new FileReader();
    lettore.onload = () => resolve(String(lettore.result));
    lettore.onerror = () => reject(lettore.error);
    lettore.readAsDataURL(file);
  });
}

/**
 * As the spec's client: the subreport becomes the file name without extension, the file is uploaded
 * (POST printreporttipi/upload), then the record is updated (PUT printreporttipi/{id}). Answers the
 * updated record and the server's message.
 */
export async function uploadTemplate(tipo: ReportTipo, file: File): Promise<{ record: ReportTipo; messaggio?: string }> {
  const base64 = await leggiDataUrl(file);
  await api.post<ReportTipo>('/printreporttipi/upload', { name: file.name, base64, idReportTipo: tipo.id });
  const aggiornato = (await api.put<ReportTipo>(`/printreporttipi/${tipo.id}`, { ...tipo, subreport: subreportName(file.name) })) as Risposta<ReportTipo> & { messaggio?: string };
  return { record: aggiornato.data, messaggio: aggiornato.messaggio };
}
