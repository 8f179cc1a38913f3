import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReportTipo, Risposta } from '@registro/contracts';
import { api, isNew } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { uploadTemplate } from './upload-template';

export const NEW_REPORT_TIPO: ReportTipo = { id: -1, codiceTipoDocumento: '', descrizione: '', master: 'MasterReport', subreport: '' };

export function useReportTipo(id: string | undefined) {
  const nuovo = isNew(id);
  return useQuery({
    queryKey: queryKeys.printreporttipi.record(id),
    queryFn: async ({ signal }) => (nuovo ? NEW_REPORT_TIPO : (await api.get<ReportTipo>(`/printreporttipi/${id}`, undefined, signal)).data),
  });
}

/** POST printreporttipi (a new type, without id) or PUT printreporttipi/{id}; answers the server's envelope. */
export function useSalvaReportTipo(id: string | undefined) {
  const nuovo = isNew(id);
  return useMutation({
    mutationFn: (r: ReportTipo): Promise<Risposta<ReportTipo>> =>
      nuovo ? api.post<ReportTipo>('/printreporttipi', { ...r, id: undefined }) : api.put<ReportTipo>(`/printreporttipi/${id}`, r),
  }).mutateAsync;
}

/** A .jasper/.jrxml for the type: uploaded, then the record's subreport updated; answers the record and the server's message. */
export function useUploadTemplate() {
  return useMutation({ mutationFn: ({ tipo, file }: { tipo: ReportTipo; file: File }) => uploadTemplate(tipo, file) }).mutateAsync;
}
