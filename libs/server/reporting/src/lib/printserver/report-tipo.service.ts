import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ReportTipo } from '@registro/contracts';
import {
  BadRequestError,
  PG_POOL,
  RecordWriter,
  SqlRecordService,
  column,
  containsPattern,
  type ExcelSheet,
  type ListSql,
  type RecordResource,
} from '@registro/server-platform';
import type { ReportTipoDto, ReportTipoFiltersDto } from './commands/report-tipo.dto';
import { SEZIONE_PRINTREPORT, type ValoriReportTipo } from './printserver.events';

export const MASTER_PREDEFINITO = 'MasterReport';

/** A template by document-type code: generic record events (and TemplateCaricato) on `printreport-<id>`, read model `print_report_tipi`. */
export const REPORT_TIPO: RecordResource = {
  sezione: SEZIONE_PRINTREPORT,
  idSequence: 'print_report_tipi_id_seq',
  notFound: 'Template non trovato',
};

/** POST /api/printreporttipi/excel: the columns of the list page. */
export const REPORT_TIPO_EXCEL: ExcelSheet<ReportTipo> = {
  fileName: 'TemplateDiStampa_',
  columns: [column('Codice Documento', 'codiceTipoDocumento'), column('Nome Subreport', 'subreport'), column('Descrizione', 'descrizione')],
};

/** /api/printreporttipi (spec 2 §2.4): templates by document-type code. */
@Injectable()
export class ReportTipoService extends SqlRecordService<ReportTipoDto, ReportTipo, ReportTipoFiltersDto, ValoriReportTipo> {
  protected readonly resource = REPORT_TIPO;
  protected readonly read = {
    table: 'print_report_tipi',
    columns: `id, codice_tipo_documento AS "codiceTipoDocumento", descrizione, master, subreport`,
  };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  protected listSql(filters: ReportTipoFiltersDto): ListSql {
    return {
      select: this.read.columns,
      from: `FROM print_report_tipi WHERE ($1::text IS NULL OR codice_tipo_documento ILIKE $1) AND ($2::text IS NULL OR subreport ILIKE $2)`,
      params: [containsPattern(filters.codiceTipoDocumento), containsPattern(filters.subreport)],
      orderBy: 'lower(codice_tipo_documento), id',
    };
  }

  protected values(dto: ReportTipoDto): ValoriReportTipo {
    return reportTipoValues(dto);
  }
}

/** The record to store, or 400: the document-type code is required; master defaults to MasterReport. */
export function reportTipoValues(dto: ReportTipoDto): ValoriReportTipo {
  const codiceTipoDocumento = dto.codiceTipoDocumento.trim();
  if (!codiceTipoDocumento) throw new BadRequestError('Il campo Codice Documento è obbligatorio');
  return {
    codiceTipoDocumento,
    descrizione: dto.descrizione ?? '',
    master: dto.master?.trim() || MASTER_PREDEFINITO,
    subreport: dto.subreport?.trim() ?? '',
  };
}
