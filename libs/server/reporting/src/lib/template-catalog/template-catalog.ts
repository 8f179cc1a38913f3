import type { FormatoTemplate } from '@registro/contracts';

/** A template file as stored: an uploaded one or a built-in one (libs/server/reporting/templates). */
export interface TemplateFile {
  /** the file name, e.g. "fattura.jrxml" or "Fattura.jasper" */
  nomeFile: string;
  formato: FormatoTemplate;
  contenuto: Buffer;
  /** SHA-256 of contenuto: the key parsed designs are cached by */
  sha256: string;
}

/**
 * Where templates come from (port, bound to TEMPLATE_CATALOG). Resolution of a reportName:
 * an ATTIVO print server record with that reportName → its nomeFile (uploaded file of that name,
 * else the built-in one); else a printreporttipi record whose codiceTipoDocumento is reportName
 * and has an uploaded subreport; else a built-in template named reportName; else null.
 */
export interface TemplateCatalog {
  risolvi(reportName: string): Promise<TemplateFile | null>;
  /** every template a subreport may name, looked up by file name without directory and extension */
  tutti(): Promise<TemplateFile[]>;
}

export const TEMPLATE_CATALOG = Symbol('TEMPLATE_CATALOG');

/** "reports/ProductReport.jasper" → "ProductReport": how subreport expressions and uploads are matched. */
export function templateBaseName(nome: string): string {
  const base = nome.replace(/\\/g, '/').split('/').pop() ?? nome;
  return base.replace(/\.(jrxml|jasper)$/i, '');
}
