import { requestFile, type Query } from '../api/api-client';

/** The cell types POST /api/excel knows (libs/server/platform excel.dto.ts). */
export type ExcelColumnType = 'text' | 'integer' | 'decimal' | 'money' | 'date' | 'datetime' | 'boolean';

/** One column of a client-side list's export: its title, the row field and the cell type. */
export interface ExcelColumn {
  titolo: string;
  campo: string;
  tipo?: ExcelColumnType;
}

/** Spec 1 §9: the file name is a prefix plus DD-MM-YYYY with .xlsx (the fallback when the server names none). */
export function excelFileName(prefisso: string, oggi = new Date()): string {
  const due = (n: number) => String(n).padStart(2, '0');
  return `${prefisso}${due(oggi.getDate())}-${due(oggi.getMonth() + 1)}-${oggi.getFullYear()}.xlsx`;
}

/** Hands the blob to the browser as a download named `nomeFile`. */
export function saveFile(blob: Blob, nomeFile: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nomeFile;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A server-paged list's export: POST {risorsa}/excel?{the list's filters}; the server streams every
 * matching row (not only the page). Saved under the name in Content-Disposition. Returns that name.
 */
export async function downloadListExcel(risorsa: string, filtri: Query, prefisso: string): Promise<string> {
  const file = await requestFile('POST', `${risorsa.replace(/\/+$/, '')}/excel`, { query: filtri });
  const nome = file.nomeFile ?? excelFileName(prefisso);
  saveFile(file.blob, nome);
  return nome;
}

/** A client-side list's export: POST /api/excel with the rows it holds. Returns the saved file's name. */
export async function downloadRowsExcel(prefisso: string, colonne: ExcelColumn[], items: object[]): Promise<string> {
  const file = await requestFile('POST', '/excel', { body: { nomeFile: prefisso, colonne, items } });
  const nome = file.nomeFile ?? excelFileName(prefisso);
  saveFile(file.blob, nome);
  return nome;
}
