import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { verificaJson, type Lista, type PrintReport } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import {
  BadRequestError,
  NotFoundError,
  PG_POOL,
  RecordWriter,
  allRows,
  column,
  pagedRows,
  type ExcelSheet,
  type ListSql,
  type PageRequest,
  type PagedQueryDto,
  type RecordResource,
  type RecordService,
} from '@registro/server-platform';
import type { PrintReportDto } from './commands/print-report.dto';
import { SEZIONE_PRINTSERVER, type ValoriPrintReport } from './printserver.events';
import { TemplateFileNames } from './queries/template-file-names';

export const MESSAGGIO_REPORT_DUPLICATO = 'Esiste già un report con questo nome';

/** A print server record: generic record events on `printserver-<id>`, read model `print_report`. */
export const PRINT_REPORT: RecordResource = {
  sezione: SEZIONE_PRINTSERVER,
  idSequence: 'print_report_id_seq',
  notFound: 'Report non trovato',
  duplicate: MESSAGGIO_REPORT_DUPLICATO,
  duplicateConstraint: 'print_report_nome_idx',
};

/** POST /api/printserver/excel: the columns of the list page. */
export const PRINT_REPORT_EXCEL: ExcelSheet<PrintReport> = {
  fileName: 'PrintServer_',
  columns: [
    column('Nome Report', 'reportName'),
    column('Nome File', 'nomeFile'),
    column('Descrizione', 'descrizione'),
    column('Versione', 'versione'),
    column('Stato', 'stato'),
  ],
};

const COLONNE = `id, report_name AS "reportName", nome_file AS "nomeFile", descrizione, versione_report AS versione, stato, test_data AS "testData"`;
const LISTA: ListSql = { select: COLONNE, from: 'FROM print_report', params: [], orderBy: 'lower(report_name), id' };

/** /api/printserver (spec 2 §2.3): named reports, the template file each uses and its test data. */
@Injectable()
export class PrintReportService implements RecordService<PrintReportDto, PrintReport, PagedQueryDto> {
  constructor(
    private readonly writer: RecordWriter,
    private readonly nomiFile: TemplateFileNames,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  list(_filters: PagedQueryDto, page: PageRequest): Promise<Lista<PrintReport>> {
    return pagedRows<PrintReport>(this.pool, LISTA, page);
  }

  rows(): AsyncIterable<PrintReport> {
    return allRows<PrintReport>(this.pool, LISTA);
  }

  async get(id: number): Promise<PrintReport> {
    const { rows } = await this.pool.query(`SELECT ${COLONNE} FROM print_report WHERE id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError(PRINT_REPORT.notFound);
    return rows[0];
  }

  async create(dto: PrintReportDto, metadata: EventMetadata): Promise<number> {
    return this.writer.create(PRINT_REPORT, await this.values(dto), metadata);
  }

  async update(id: number, dto: PrintReportDto, metadata: EventMetadata): Promise<void> {
    await this.writer.update<ValoriPrintReport>(PRINT_REPORT, id, await this.values(dto), metadata);
  }

  delete(id: number, metadata: EventMetadata): Promise<void> {
    return this.writer.delete(PRINT_REPORT, id, metadata);
  }

  /** The record to store, or 400 with every problem: a name, a known template file, test data that parse. */
  private async values(dto: PrintReportDto): Promise<ValoriPrintReport> {
    const errori: string[] = [];
    const reportName = dto.reportName.trim();
    if (!reportName) errori.push('Il campo Nome Report è obbligatorio');
    const nomeFile = dto.nomeFile.trim();
    if (!nomeFile) errori.push('Il campo Nome File è obbligatorio');
    else if (!(await this.nomiFile.esiste(nomeFile))) errori.push(`Il file di template ${nomeFile} non esiste`);
    const testData = dto.testData ?? '';
    const json = testData.trim() ? verificaJson(testData) : null;
    const errato = json && 'messaggio' in json ? json : null;
    if (errato) errori.push(`Dati di test: ${errato.messaggio}`);
    if (errori.length) throw new BadRequestError(errori, errato ? { riga: errato.riga, colonna: errato.colonna } : {});
    return { reportName, nomeFile, descrizione: dto.descrizione ?? '', versione: dto.versione?.trim() ?? '', stato: dto.stato ?? 'ATTIVO', testData };
  }
}
