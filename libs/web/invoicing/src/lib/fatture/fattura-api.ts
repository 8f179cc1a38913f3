import type { DocumentoFattura, FiltriFatture } from '@registro/contracts';
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

/**
 * GET documenti/fatturaelettronica/{id}: saves the XML as {numero}_{DD-MM-YYYY}.xml, or with
 * `nomeSdi` as the SDI requires (IT<IdCodice>_<progressivo>.xml, the server's name); returns the name.
 */
export async function downloadFatturaElettronica(
  documento: Pick<DocumentoFattura, 'id' | 'numeroDocumento' | 'dataDocumento'>,
  { nomeSdi = false }: { nomeSdi?: boolean } = {},
): Promise<string> {
  const file = await requestFile('GET', `/documenti/fatturaelettronica/${documento.id}`, nomeSdi ? { query: { nomeSdi: 'true' } } : {});
  const nome = file.nomeFile ?? xmlFileName(documento);
  saveFile(file.blob, nome);
  return nome;
}

/** Which invoices go in the zip for the SDI: the rows ticked in the list, or the list's filters. */
export type RichiestaZipSdi = { ids: number[] } | { filtri: FiltriFatture };

/** POST documenti/fatturaelettronica/zip: saves fatture-sdi-<DD-MM-YYYY>.zip (each invoice under its SDI name); returns the name. */
export async function downloadZipSdi(richiesta: RichiestaZipSdi): Promise<string> {
  const file = await requestFile('POST', '/documenti/fatturaelettronica/zip', { body: richiesta });
  const nome = file.nomeFile ?? 'fatture-sdi.zip';
  saveFile(file.blob, nome);
  return nome;
}

/** POST documenti/{id}/riapri: an exported invoice unlocked, with the reason (kept in its history). */
export async function riapriFattura(id: number, motivo: string): Promise<DocumentoFattura> {
  return (await api.post<DocumentoFattura>(`/documenti/${id}/riapri`, { motivo })).data;
}
