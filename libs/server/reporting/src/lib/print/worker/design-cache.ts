// the worker renders with jrxml on every job: a static import here; the api loads it lazily (template-check.ts) only to check uploads
// eslint-disable-next-line @nx/enforce-module-boundaries
import { parseJrxml, readJasperReport, type ReportDesign } from '@registro/jrxml';
import type { TemplateFile } from '../../template-catalog/template-catalog';

/**
 * Parsed designs by the SHA-256 of their file: a template is parsed once per worker and a new
 * upload (new bytes, new hash) is picked up by itself. At most `massimo` designs, the least
 * recently used leave first.
 */
export class DesignCache {
  private readonly designs = new Map<string, ReportDesign>();

  constructor(private readonly massimo = 200) {}

  design(file: TemplateFile): ReportDesign {
    const trovato = this.designs.get(file.sha256);
    if (trovato) {
      this.designs.delete(file.sha256);
      this.designs.set(file.sha256, trovato);
      return trovato;
    }
    const design = file.formato === 'jasper' ? readJasperReport(file.contenuto) : parseJrxml(file.contenuto);
    this.designs.set(file.sha256, design);
    if (this.designs.size > this.massimo) this.designs.delete(this.designs.keys().next().value as string);
    return design;
  }

  get dimensione(): number {
    return this.designs.size;
  }
}
