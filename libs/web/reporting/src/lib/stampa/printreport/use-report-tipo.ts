import { useQuery } from '@tanstack/react-query';
import type { ReportTipo } from '@registro/contracts';
import { api, isNuovo } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

export const NUOVO_REPORT_TIPO: ReportTipo = { id: -1, codiceTipoDocumento: '', descrizione: '', master: 'MasterReport', subreport: '' };

export function useReportTipo(id: string | undefined) {
  const nuovo = isNuovo(id);
  return useQuery({
    queryKey: queryKeys.printreporttipi.record(id),
    queryFn: async ({ signal }) => (nuovo ? NUOVO_REPORT_TIPO : (await api.get<ReportTipo>(`/printreporttipi/${id}`, undefined, signal)).data),
  });
}
