import { useMutation, useQuery } from '@tanstack/react-query';
import type { NomeFileTemplate, PrintReport } from '@registro/contracts';
import { api, isNew } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { createPreview } from './pdf-preview';

export function usePrintReport(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.printserver.record(id),
    queryFn: async ({ signal }) => (await api.get<PrintReport>(`/printserver/${id}`, undefined, signal)).data,
    enabled: !isNew(id),
  });
}

/** GET printserver/nomifile: the template files (built-in and uploaded). */
export function useFileNames() {
  return useQuery({
    queryKey: queryKeys.printserver.nomiFile,
    queryFn: async ({ signal }) => (await api.get<{ list: NomeFileTemplate[] }>('/printserver/nomifile', undefined, signal)).data.list,
  });
}

/** The preview of a report with test data (POST print/createreport): a blob URL of the PDF (revoke it when done). */
export function useAnteprimaReport() {
  return useMutation({ mutationFn: ({ reportName, dati }: { reportName: string; dati: unknown }) => createPreview(reportName, dati) }).mutateAsync;
}
