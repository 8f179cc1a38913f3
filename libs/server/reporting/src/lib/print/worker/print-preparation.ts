// the worker renders with jrxml on every job: a static import here; the api loads it lazily (template-check.ts) only to check uploads
// eslint-disable-next-line @nx/enforce-module-boundaries
import { fillReport, renderHtml, jsonPrintData, type FillOptions, type ReportDesign } from '@registro/jrxml';
import { templateBaseName, type TemplateCatalog, type TemplateFile } from '../../template-catalog/template-catalog';
import { DesignCache } from './design-cache';

/** The template or the data cannot be printed: the user's problem (400), never retried. */
export class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

export interface PrintHtml {
  html: string;
  pagine: number;
}

/**
 * From {reportName, data} to the HTML Chromium prints: the template through the catalogue, its
 * design from the cache, the JSON fed by jsonPrintData, fill, renderHtml. Subreports are looked
 * up by name among every template of the catalogue (templateBaseName).
 */
export class PrintPreparation {
  constructor(
    private readonly catalogo: TemplateCatalog,
    private readonly cache = new DesignCache(),
  ) {}

  async template(reportName: string): Promise<TemplateFile> {
    const file = await this.catalogo.risolvi(reportName);
    if (!file) throw new TemplateError(`Report "${reportName}" non trovato: nessun template di stampa con questo nome`);
    return file;
  }

  async html(reportName: string, data: unknown): Promise<PrintHtml> {
    const file = await this.template(reportName);
    // the catalogue is read only for templates that may have subreports ("subreport" in a
    // .jrxml, "JRBaseSubreport" in a .jasper)
    const sottoreport = file.contenuto.includes('ubreport') ? await this.sottoreport() : new Map<string, TemplateFile>();
    return this.htmlDi(file, data, {}, sottoreport);
  }

  /** Synchronous from the template on (the benchmark times this part). */
  htmlDi(
    file: TemplateFile,
    data: unknown,
    options: Partial<FillOptions> = {},
    sottoreport: ReadonlyMap<string, TemplateFile> = new Map(),
  ): PrintHtml {
    let design: ReportDesign;
    try {
      design = this.cache.design(file);
    } catch (e) {
      throw new TemplateError(`Template ${file.nomeFile} non leggibile: ${(e as Error).message}`);
    }
    try {
      const documento = fillReport(design, {
        ...jsonPrintData(design, data),
        jsonData: data,
        resolveSubreport: (nome) => {
          const trovato = sottoreport.get(templateBaseName(nome));
          return trovato ? this.cache.design(trovato) : undefined;
        },
        ...options,
      });
      return { html: renderHtml(documento), pagine: documento.pages.length };
    } catch (e) {
      throw new TemplateError(`Errore nella stampa del template ${file.nomeFile}: ${(e as Error).message}`);
    }
  }

  /** The templates a subreport may name, by base name ("reports/Orders.jasper" → "Orders"). */
  async sottoreport(): Promise<Map<string, TemplateFile>> {
    const tutti = await this.catalogo.tutti();
    return new Map(tutti.map((t) => [templateBaseName(t.nomeFile), t]));
  }
}
