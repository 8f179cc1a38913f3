import { useMutation, useQuery } from '@tanstack/react-query';
import { api, readActiveDocumento } from '@registro/web-ui';
import type { DocumentoArchiviato } from '@registro/contracts';
import { SEZIONE_ARCHIVIO } from './documento-archivio';
import { queryKeys } from '../query-keys';
import { uploadDocumento, type UploadData } from './upload-documento';

/** GET documentrepository/{id}: the document's metadata. */
export function useDocumento(id: string) {
  return useQuery({
    queryKey: queryKeys.documentrepository.record(id),
    queryFn: async ({ signal }) => (await api.get<DocumentoArchiviato>(`/${SEZIONE_ARCHIVIO}/${id}`, undefined, signal)).data,
  });
}

/** GET documentrepository/lastactive/{id}: the last active version with its PDF. */
export function useActivePdf(id: string) {
  return useQuery({
    queryKey: queryKeys.documentrepository.lastactive(id),
    queryFn: ({ signal }) => readActiveDocumento(id, undefined, signal),
    retry: false,
  });
}

/** PUT documentrepository/{id}/inviatofse: the document is marked as sent to the FSE; answers the server's envelope. */
export function useSegnaInviatoFse(id: string) {
  return useMutation({ mutationFn: () => api.put<unknown>(`/${SEZIONE_ARCHIVIO}/${id}/inviatofse`) }).mutateAsync;
}

/** "Carica PDF": the PDF with its metadata to POST allegati; answers the server's envelope (the stored document's id). */
export function useUploadDocumento() {
  return useMutation({ mutationFn: ({ file, dati }: { file: File; dati: UploadData }) => uploadDocumento(file, dati) }).mutateAsync;
}
