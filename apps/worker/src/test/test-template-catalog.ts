import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import {
  TEMPLATE_CATALOG,
  builtInTemplatesFolder,
  templateBaseName,
  type TemplateCatalog,
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
export class TestTemplateCatalog implements TemplateCatalog {
  private readonly perNome = new Map<string, TemplateFile>();

  constructor(folder = builtInTemplatesFolder()) {
    for (const nome of readdirSync(folder).filter((n) => /\.(jrxml|jasper)$/i.test(n)))
      this.aggiungi(templateBaseName(nome), fileTemplate(nome, readFileSync(join(folder, nome))));
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

export const testTemplateCatalog = new TestTemplateCatalog();

/**
 * Binds TEMPLATE_CATALOG for tests while no module of the app does; once the print server binds
 * it, the tests replace that binding with overrideProvider (both are done).
 */
@Global()
@Module({ providers: [{ provide: TEMPLATE_CATALOG, useValue: testTemplateCatalog }], exports: [TEMPLATE_CATALOG] })
export class TestTemplateCatalogModule {}
