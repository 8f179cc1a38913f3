import dayjs from 'dayjs';
import type { Fattura730Esclusa, FiltriFatture } from '@registro/contracts';
import { api, downloadRowsExcel, requestFile, saveFile, type ExcelColumn } from '@registro/web-ui';

/** The list's filters as the 730 export reads them: the structure, the period (days) and the other filters. */
export type Query730 = Pick<FiltriFatture, 'codiceStruttura' | 'numeroDocumento' | 'tipoDocumentoDescrizione' | 'cognomeRagioneSoggetto'> & {
  dataDal: string;
  dataAl: string;
};

/** A filter's day as the server reads it (AAAA-MM-GG): the FilterBar's day as it is (an epoch ms, as its local day). */
export const giorno730 = (valore: string | number): string => (typeof valore === 'number' ? dayjs(valore).format('YYYY-MM-DD') : valore);

/** GET sistemats/730/esclusi: how many invoices the file holds and those it leaves out with the reason. */
export async function esclusi730(query: Query730): Promise<{ incluse: number; esclusi: Fattura730Esclusa[] }> {
  return (await api.get<{ incluse: number; esclusi: Fattura730Esclusa[] }>('/sistemats/730/esclusi', query)).data;
}

/** GET sistemats/730: saves the Sistema Tessera Sanitaria file; returns its name. */
export async function download730(query: Query730): Promise<string> {
  const file = await requestFile('GET', '/sistemats/730', { query });
  const nome = file.nomeFile ?? `730_${query.codiceStruttura}.xml`;
  saveFile(file.blob, nome);
  return nome;
}

/** The list of the invoices left out, as an Excel file (POST /excel); returns its name. */
export function downloadEsclusi730(titoli: string[], esclusi: Fattura730Esclusa[]): Promise<string> {
  const campi: [string, ExcelColumn['tipo']][] = [['numeroDocumento', 'text'], ['dataDocumento', 'date'], ['intestatario', 'text'], ['motivo', 'text']];
  const colonne = campi.map(([campo, tipo], i) => ({ titolo: titoli[i] ?? campo, campo, tipo }));
  return downloadRowsExcel('730_fatture_escluse_', colonne, esclusi);
}
