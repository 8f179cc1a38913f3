import { fillReport, renderHtml, jsonPrintData, type FillOptions, type ReportDesign } from '@registro/jrxml';
import { nomeBaseTemplate, type CatalogoTemplate, type TemplateFile } from '@registro/server-reporting';
import { CacheDesign } from './cache-design';

/** The template or the data cannot be printed: the user's problem (400), never retried. */
export class ErroreTemplate extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ErroreTemplate';
  }
}

export interface DocumentoHtml {
  html: string;
  pagine: number;
}

/**
 * From {reportName, data} to the HTML Chromium prints: the template through the catalogue, its
 * design from the cache, the JSON fed by jsonPrintData, fill, renderHtml. Subreports are looked
 * up by name among every template of the catalogue (nomeBaseTemplate).
 */
export class PreparazioneStampa {
  constructor(
    private readonly catalogo: CatalogoTemplate,
    private readonly cache = new CacheDesign(),
  ) {}

  async template(reportName: string): Promise<TemplateFile> {
    const file = await this.catalogo.risolvi(reportName);
    if (!file) throw new ErroreTemplate(`Report "${reportName}" non trovato: nessun template di stampa con questo nome`);
    return file;
  }

  async html(reportName: string, data: unknown): Promise<DocumentoHtml> {
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
    opzioni: Partial<FillOptions> = {},
    sottoreport: ReadonlyMap<string, TemplateFile> = new Map(),
  ): DocumentoHtml {
    let design: ReportDesign;
    try {
      design = this.cache.design(file);
    } catch (e) {
      throw new ErroreTemplate(`Template ${file.nomeFile} non leggibile: ${(e as Error).message}`);
    }
    try {
      const documento = fillReport(design, {
        ...jsonPrintData(design, data),
        jsonData: data,
        resolveSubreport: (nome) => {
          const trovato = sottoreport.get(nomeBaseTemplate(nome));
          return trovato ? this.cache.design(trovato) : undefined;
        },
        ...opzioni,
      });
      return { html: renderHtml(documento), pagine: documento.pages.length };
    } catch (e) {
      throw new ErroreTemplate(`Errore nella stampa del template ${file.nomeFile}: ${(e as Error).message}`);
    }
  }

  /** The templates a subreport may name, by base name ("reports/Orders.jasper" → "Orders"). */
  async sottoreport(): Promise<Map<string, TemplateFile>> {
    const tutti = await this.catalogo.tutti();
    return new Map(tutti.map((t) => [nomeBaseTemplate(t.nomeFile), t]));
  }
}
