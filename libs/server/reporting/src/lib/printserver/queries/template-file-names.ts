import { Inject, Injectable } from '@nestjs/common';
import { readdir } from 'node:fs/promises';
import type { Pool } from 'pg';
import type { NomeFileTemplate } from '@registro/contracts';
import { PG_POOL } from '@registro/server-platform';
import { builtInTemplatesFolder } from '../../template-catalog/built-in-templates-folder';

const ESTENSIONE_TEMPLATE = /\.(jrxml|jasper)$/i;

/** The built-in template files (libs/server/reporting/templates), sorted. */
export async function builtInTemplates(): Promise<string[]> {
  try {
    const voci = await readdir(builtInTemplatesFolder(), { withFileTypes: true });
    return voci.filter((v) => v.isFile() && ESTENSIONE_TEMPLATE.test(v.name)).map((v) => v.name).sort();
  } catch {
    return [];
  }
}

/** GET printserver/nomifile: the template files a print server record may name. */
@Injectable()
export class TemplateFileNames {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async tutti(): Promise<NomeFileTemplate[]> {
    const predefiniti = await builtInTemplates();
    const { rows } = await this.pool.query<{ nome_file: string }>(
      `SELECT DISTINCT nome_file FROM print_report_tipi WHERE nome_file IS NOT NULL ORDER BY nome_file`,
    );
    const visti = new Set(predefiniti.map((n) => n.toLowerCase()));
    return [
      ...predefiniti.map((nomeFile) => ({ nomeFile, origine: 'predefinito' as const })),
      ...rows.filter((r) => !visti.has(r.nome_file.toLowerCase())).map((r) => ({ nomeFile: r.nome_file, origine: 'caricato' as const })),
    ];
  }

  async esiste(nomeFile: string): Promise<boolean> {
    const n = nomeFile.toLowerCase();
    return (await this.tutti()).some((f) => f.nomeFile.toLowerCase() === n);
  }
}
