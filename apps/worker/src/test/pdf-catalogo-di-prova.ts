import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import {
  CATALOGO_TEMPLATE,
  cartellaTemplatePredefiniti,
  nomeBaseTemplate,
  type CatalogoTemplate,
  type TemplateFile,
} from '@registro/server-reporting';

export function fileTemplate(nomeFile: string, contenuto: string | Buffer): TemplateFile {
  const bytes = Buffer.isBuffer(contenuto) ? contenuto : Buffer.from(contenuto);
  return {
    nomeFile,
    formato: /\.jasper$/i.test(nomeFile) ? 'jasper' : 'jrxml',
    contenuto: bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** The tests' template catalogue: the built-in templates by base name plus the ones a test adds. */
export class CatalogoDiProva implements CatalogoTemplate {
  private readonly perNome = new Map<string, TemplateFile>();

  constructor(cartella = cartellaTemplatePredefiniti()) {
    for (const nome of readdirSync(cartella).filter((n) => /\.(jrxml|jasper)$/i.test(n)))
      this.aggiungi(nomeBaseTemplate(nome), fileTemplate(nome, readFileSync(join(cartella, nome))));
  }

  aggiungi(reportName: string, file: TemplateFile): void {
    this.perNome.set(reportName, file);
  }

  async risolvi(reportName: string): Promise<TemplateFile | null> {
    return this.perNome.get(reportName) ?? null;
  }

  async tutti(): Promise<TemplateFile[]> {
    return [...this.perNome.values()];
  }
}

export const catalogoDiProva = new CatalogoDiProva();

/**
 * Binds CATALOGO_TEMPLATE for tests while no module of the app does; once the print server binds
 * it, the tests replace that binding with overrideProvider (both are done).
 */
@Global()
@Module({ providers: [{ provide: CATALOGO_TEMPLATE, useValue: catalogoDiProva }], exports: [CATALOGO_TEMPLATE] })
export class CatalogoDiProvaModule {}
