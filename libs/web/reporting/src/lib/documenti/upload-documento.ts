import type { DocumentoDaFirmare } from '@registro/contracts';
import { api, readBase64 } from '@registro/web-ui';

export interface UploadData {
  idRisorsa: number;
  sezione?: string;
  descrizione: string;
  tipoDocumento: string;
  /** epoch ms */
  dataRefertazione?: number;
}

/** POST allegati: the PDF as base64 with its metadata; the answer carries the stored document's id. */
export async function uploadDocumento(file: File, dati: UploadData): Promise<{ data?: { id: number } | number; messaggio?: string }> {
  const corpo: DocumentoDaFirmare = {
    idRisorsa: dati.idRisorsa,
    idAnagrafica: null,
    nomeFile: file.name,
    size: file.size,
    file: await readBase64(file),
    tipo: 'application/pdf',
    descrizione: dati.descrizione,
    tipoDocumento: dati.tipoDocumento,
    sezione: dati.sezione,
    dataRefertazione: dati.dataRefertazione,
  };
  return api.post<{ id: number } | number>('/allegati', corpo);
}

/** The new document's id from the answer of POST allegati ({data: {id}} or {data: id}). */
export function uploadedId(risposta: { data?: { id: number } | number }): number | undefined {
  const dati = risposta.data;
  return typeof dati === 'number' ? dati : dati?.id;
}
