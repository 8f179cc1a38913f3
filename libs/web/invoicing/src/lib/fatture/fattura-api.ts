import type { DocumentoFattura } from '@registro/contracts';
import { api, pdfUrl, requestFile, saveFile } from '@registro/web-ui';
import { righeCompilate } from './riga-documento';
import { xmlFileName } from './documento-fattura';

/** The document as the server takes it: only the lines with a description. */
export function bodyOf(documento: DocumentoFattura): DocumentoFattura {
  return { ...documento, righeDocumento: righeCompilate(documento.righeDocumento) };
}

/** POST documenti/calcola: the document with line totals, totals and stamp duty recomputed. */
export async function calcolaDocumento(documento: DocumentoFattura): Promise<DocumentoFattura> {
  const calcolato = (await api.post<DocumentoFattura>('/documenti/calcola', bodyOf(documento))).data;
  // what only the editor knows stays as it was (id, version)
  return { ...documento, ...calcolato, id: documento.id, versione: documento.versione };
}

/** POST documenti/{id}/stampa: the invoice's PDF as a blob URL (revoke it when done). */
export async function stampaDocumento(id: number): Promise<string> {
  return pdfUrl((await api.post<string>(`/documenti/${id}/stampa`)).data);
}

/** GET documenti/fatturaelettronica/{id}: saves the XML as {numero}_{DD-MM-YYYY}.xml; returns the name. */
export async function downloadFatturaElettronica(documento: Pick<DocumentoFattura, 'id' | 'numeroDocumento' | 'dataDocumento'>): Promise<string> {
  const file = await requestFile('GET', `/documenti/fatturaelettronica/${documento.id}`);
  const nome = file.nomeFile ?? xmlFileName(documento);
  saveFile(file.blob, nome);
  return nome;
}
