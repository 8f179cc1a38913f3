import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { FormatoTemplate } from '@registro/contracts';
import { PG_POOL } from '@registro/server-platform';
import { FileArchive } from '@registro/server-platform';
import type { TemplateCatalog, TemplateFile } from '../../template-catalog/template-catalog';
import { builtInTemplates } from '../queries/template-file-names';
import { readBuiltInTemplate, builtInTemplateByBaseName } from './built-in-templates';

interface RigaCaricato {
  nome_file: string;
  formato: FormatoTemplate;
  sha256: string;
}

/** Uploaded bytes by SHA-256 (immutable, so never stale); a bounded cache. */
const BYTE_IN_CACHE = 200;

/**
 * The template catalogue over the print server records, the templates uploaded per document-type
 * code and the built-in JRXML folder, in the order TemplateCatalog documents.
 */
@Injectable()
export class DbTemplateCatalog implements TemplateCatalog {
  private readonly bytes = new Map<string, Buffer>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly archivio: FileArchive,
  ) {}

  async risolvi(reportName: string): Promise<TemplateFile | null> {
    const nome = reportName.trim();
    if (!nome) return null;
    const ps = await this.pool.query<{ nome_file: string }>(
      `SELECT nome_file FROM print_report WHERE lower(report_name) = lower($1) AND stato = 'ATTIVO'`,
      [nome],
    );
    if (ps.rows[0]) {
      const nomeFile = ps.rows[0].nome_file;
      const caricato = await this.pool.query<RigaCaricato>(
        `SELECT nome_file, formato, sha256 FROM print_report_tipi WHERE lower(nome_file) = lower($1) AND sha256 IS NOT NULL ORDER BY id DESC LIMIT 1`,
        [nomeFile],
      );
      if (caricato.rows[0]) return this.daRiga(caricato.rows[0]);
      const predefinito = await readBuiltInTemplate(nomeFile);
      if (predefinito) return predefinito;
    }
    const tipo = await this.pool.query<RigaCaricato>(
      `SELECT nome_file, formato, sha256 FROM print_report_tipi WHERE lower(codice_tipo_documento) = lower($1) AND sha256 IS NOT NULL ORDER BY id DESC LIMIT 1`,
      [nome],
    );
    if (tipo.rows[0]) return this.daRiga(tipo.rows[0]);
    return builtInTemplateByBaseName(nome);
  }

  async tutti(): Promise<TemplateFile[]> {
    const { rows } = await this.pool.query<RigaCaricato>(
      `SELECT DISTINCT ON (lower(nome_file)) nome_file, formato, sha256 FROM print_report_tipi
       WHERE sha256 IS NOT NULL ORDER BY lower(nome_file), id DESC`,
    );
    const caricati = (await Promise.all(rows.map((r) => this.daRiga(r)))).filter((f): f is TemplateFile => f !== null);
    const nomiCaricati = new Set(caricati.map((f) => f.nomeFile.toLowerCase()));
    const predefiniti = await Promise.all((await builtInTemplates()).filter((n) => !nomiCaricati.has(n.toLowerCase())).map((n) => readBuiltInTemplate(n)));
    return [...caricati, ...predefiniti.filter((f): f is TemplateFile => f !== null)];
  }

  private async daRiga(r: RigaCaricato): Promise<TemplateFile | null> {
    let contenuto = this.bytes.get(r.sha256);
    if (!contenuto) {
      const letto = await this.archivio.read(r.sha256);
      if (!letto) return null;
      contenuto = letto;
      if (this.bytes.size >= BYTE_IN_CACHE) this.bytes.delete(this.bytes.keys().next().value as string);
      this.bytes.set(r.sha256, contenuto);
    }
    return { nomeFile: r.nome_file, formato: r.formato, contenuto, sha256: r.sha256 };
  }
}
