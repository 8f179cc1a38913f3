import type { HistoryRegistry } from '@registro/server-audit';
import type { ReportTipoEvent } from './printserver.events';
import { reportTipoAggregate } from './report-tipo.aggregate';

function dimensione(byte: number): string {
  return byte < 1024 ? `${byte} byte` : `${(byte / 1024).toFixed(1).replace('.', ',')} KB`;
}

/** How an upload reads in /api/modificherisorse?sezione=printreport, and the report type rebuilt by its aggregate (printserver records are generic). */
export function registerReportTipoHistory(registry: HistoryRegistry): void {
  registry.registerDescribers<ReportTipoEvent>({
    TemplateCaricato: ({ data: d }) => `Template caricato: ${d.nomeFile} (${d.formato}, ${dimensione(d.dimensione)}, sha256 ${d.sha256.slice(0, 12)}…)`,
  });
  registry.registerAggregate({ aggregate: reportTipoAggregate, view: (s) => ({ values: { ...(s.values ?? {}) }, deleted: s.deleted }) });
}
