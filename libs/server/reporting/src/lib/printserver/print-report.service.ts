import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { verificaJson, type PrintReport } from '@registro/contracts';
import {
  BadRequestError,
  PG_POOL,
  RecordWriter,
  SqlRecordService,
  column,
  type ExcelSheet,
  type ListSql,
  type PagedQueryDto,
  type RecordResource,
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
  chiaviEtichette: 'printserver',
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

/** /api/printserver (spec 2 §2.3): named reports, the template file each uses and its test data. */
@Injectable()
export class PrintReportService extends SqlRecordService<PrintReportDto, PrintReport, PagedQueryDto, ValoriPrintReport> {
  protected readonly resource = PRINT_REPORT;
  protected readonly read = {
    table: 'print_report',
    columns: `id, report_name AS "reportName", nome_file AS "nomeFile", descrizione, versione_report AS versione, stato, test_data AS "testData"`,
  };

  constructor(
    writer: RecordWriter,
    @Inject(PG_POOL) pool: Pool,
    private readonly nomiFile: TemplateFileNames,
  ) {
    super(writer, pool);
  }

  protected listSql(): ListSql {
    return { select: this.read.columns, from: 'FROM print_report', params: [], orderBy: 'lower(report_name), id' };
  }

  /** The record to store, or 400 with every problem: a name, a known template file, test data that parse. */
  protected async values(dto: PrintReportDto): Promise<ValoriPrintReport> {
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
