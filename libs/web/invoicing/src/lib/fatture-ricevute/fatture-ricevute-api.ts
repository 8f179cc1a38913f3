import type { EsitoImportazioneFattureRicevute } from '@registro/contracts';
import { ApiError, api, pdfUrl, requestFile, saveFile } from '@registro/web-ui';
import { nomeFileOriginale } from './fattura-ricevuta';

/** The outcome a refusal carries: 422 when every file was refused answers the same body as a success. */
function esitoDi(errore: unknown): EsitoImportazioneFattureRicevute | undefined {
  if (!(errore instanceof ApiError) || errore.status !== 422) return undefined;
  const data = (errore.corpo as { data?: Partial<EsitoImportazioneFattureRicevute> } | undefined)?.data;
  return Array.isArray(data?.rifiutati) ? { creati: data.creati ?? [], rifiutati: data.rifiutati } : undefined;
}

/**
 * POST fatturericevute/importa: every chosen file in the multipart field `file`; the per-file
 * outcome, also when every file was refused (422). Any other failure (403, 413…) is thrown.
 */
export async function importaFattureRicevute(files: File[]): Promise<EsitoImportazioneFattureRicevute> {
  const corpo = new FormData();
  for (const file of files) corpo.append('file', file, file.name);
  try {
    return (await api.upload<EsitoImportazioneFattureRicevute>('POST', '/fatturericevute/importa', corpo)).data;
  } catch (errore) {
    const esito = esitoDi(errore);
    if (esito) return esito;
    throw errore;
  }
}

/** GET fatturericevute/{id}/file: the file as received (the .p7m itself when signed), saved under its name. */
export async function scaricaFileOriginale(id: number, nomeFile: string): Promise<string> {
  const file = await requestFile('GET', `/fatturericevute/${id}/file`);
  const nome = file.nomeFile ?? nomeFileOriginale(nomeFile, id);
  saveFile(file.blob, nome);
  return nome;
}

/** GET fatturericevute/{id}/allegati/{nome}: one attachment, saved under its name. */
export async function scaricaAllegato(id: number, nome: string): Promise<string> {
  const file = await requestFile('GET', `/fatturericevute/${id}/allegati/${encodeURIComponent(nome)}`);
  const salvato = file.nomeFile ?? nome;
  saveFile(file.blob, salvato);
  return salvato;
}

/** POST fatturericevute/{id}/stampa: the document printed through the print pipeline (base64), as a blob URL for the preview (revoke it when done); recorded in its history. */
export async function stampaFatturaRicevuta(id: number): Promise<string> {
  return pdfUrl((await api.post<string>(`/fatturericevute/${id}/stampa`)).data);
}
