import { Inject, Injectable, Logger } from '@nestjs/common';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Pool } from 'pg';
import type { EventMetadata } from '@registro/server-event-store';
import { PG_POOL, RecordWriter } from '@registro/server-platform';
import { builtInTemplatesFolder } from '../../template-catalog/built-in-templates-folder';
import { templateBaseName } from '../../template-catalog/template-catalog';
import type { ValoriPrintReport, ValoriReportTipo } from '../printserver.events';
import { PRINT_REPORT } from '../print-report.service';
import { REPORT_TIPO } from '../report-tipo.service';

/** The print server records of the built-in templates (their test data from templates/dati-di-prova). */
export const PRINT_REPORT_PREDEFINITI: Omit<ValoriPrintReport, 'testData'>[] = [
  { reportName: 'documenti', nomeFile: 'fattura.jrxml', descrizione: 'Fattura', versione: '1.0', stato: 'ATTIVO' },
  { reportName: 'ProformaOrdine', nomeFile: 'ProformaOrdine.jrxml', descrizione: 'Proforma ordine', versione: '1.0', stato: 'ATTIVO' },
  { reportName: 'documentoCommerciale', nomeFile: 'documentoCommerciale.jrxml', descrizione: 'Documento commerciale', versione: '1.0', stato: 'ATTIVO' },
];

export const REPORT_TIPI_DIMOSTRATIVI: ValoriReportTipo[] = [
  { codiceTipoDocumento: 'FT', descrizione: 'Fattura', master: 'MasterReport', subreport: '' },
  { codiceTipoDocumento: 'NC', descrizione: 'Nota di credito', master: 'MasterReport', subreport: '' },
];

const SISTEMA: EventMetadata = { userName: 'sistema' };

const normalize = (nome: string) => nome.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The sample data of a template: templates/dati-di-prova/<name>*.json ("fattura" → fattura-20-righe.json); '{}' when none. */
async function readTestData(nomeBase: string): Promise<string> {
  const cartella = join(builtInTemplatesFolder(), 'dati-di-prova');
  try {
    const chiave = normalize(nomeBase);
    const file = (await readdir(cartella)).filter((n) => n.endsWith('.json')).sort();
    const scelto = file.find((n) => normalize(n.replace(/\.json$/, '')) === chiave) ?? file.find((n) => normalize(n).startsWith(chiave));
    if (scelto) return await readFile(join(cartella, scelto), 'utf8');
  } catch {
    /* no sample data */
  }
  return '{}';
}

/** Idempotent: a record is added only when none has its reportName (or document-type code) yet. */
@Injectable()
export class PrintServerSeeder {
  private readonly logger = new Logger('PrintServerSeeder');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly writer: RecordWriter,
  ) {}

  async run(): Promise<void> {
    let creati = 0;
    for (const r of PRINT_REPORT_PREDEFINITI) {
      const { rows } = await this.pool.query(`SELECT 1 FROM print_report WHERE lower(report_name) = lower($1)`, [r.reportName]);
      if (rows.length) continue;
      const values: ValoriPrintReport = { ...r, testData: await readTestData(templateBaseName(r.nomeFile)) };
      await this.writer.create(PRINT_REPORT, values, SISTEMA);
      creati++;
    }
    for (const t of REPORT_TIPI_DIMOSTRATIVI) {
      const { rows } = await this.pool.query(`SELECT 1 FROM print_report_tipi WHERE lower(codice_tipo_documento) = lower($1)`, [t.codiceTipoDocumento]);
      if (rows.length) continue;
      await this.writer.create(REPORT_TIPO, { ...t }, SISTEMA);
      creati++;
    }
    if (creati) this.logger.log(`Report di stampa dimostrativi creati: ${creati}`);
  }
}
