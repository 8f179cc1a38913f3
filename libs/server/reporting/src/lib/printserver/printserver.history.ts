import type { HistoryRegistry } from '@registro/server-audit';
import { TEMPLATE_CARICATO, type TemplateCaricatoData } from './printserver.events';

function dimensione(byte: number): string {
  return byte < 1024 ? `${byte} byte` : `${(byte / 1024).toFixed(1).replace('.', ',')} KB`;
}

/** How an upload reads in /api/modificherisorse?sezione=printreport (the Record* events are generic). */
export function registraStoriaPrintServer(registry: HistoryRegistry): void {
  registry.registerDescriber(TEMPLATE_CARICATO, (e) => {
    const d = e.data as unknown as TemplateCaricatoData;
    return `Template caricato: ${d.nomeFile} (${d.formato}, ${dimensione(d.dimensione)}, sha256 ${d.sha256.slice(0, 12)}…)`;
  });
}
