import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Lista, ReportTipo } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import {
  BadRequestError,
  NotFoundError,
  PG_POOL,
  RecordWriter,
  allRows,
  column,
  containsPattern,
  pagedRows,
  type ExcelSheet,
  type ListSql,
  type PageRequest,
  type RecordResource,
  type RecordService,
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

const COLONNE = `id, codice_tipo_documento AS "codiceTipoDocumento", descrizione, master, subreport`;

function lista(filtri: ReportTipoFiltersDto): ListSql {
  return {
    select: COLONNE,
    from: `FROM print_report_tipi WHERE ($1::text IS NULL OR codice_tipo_documento ILIKE $1) AND ($2::text IS NULL OR subreport ILIKE $2)`,
    params: [containsPattern(filtri.codiceTipoDocumento), containsPattern(filtri.subreport)],
    orderBy: 'lower(codice_tipo_documento), id',
  };
}

/** /api/printreporttipi (spec 2 §2.4): templates by document-type code. */
@Injectable()
export class ReportTipoService implements RecordService<ReportTipoDto, ReportTipo, ReportTipoFiltersDto> {
  constructor(
    private readonly writer: RecordWriter,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  list(filtri: ReportTipoFiltersDto, page: PageRequest): Promise<Lista<ReportTipo>> {
    return pagedRows<ReportTipo>(this.pool, lista(filtri), page);
  }

  rows(filtri: ReportTipoFiltersDto): AsyncIterable<ReportTipo> {
    return allRows<ReportTipo>(this.pool, lista(filtri));
  }

  async get(id: number): Promise<ReportTipo> {
    const { rows } = await this.pool.query(`SELECT ${COLONNE} FROM print_report_tipi WHERE id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError(REPORT_TIPO.notFound);
    return rows[0];
  }

  create(dto: ReportTipoDto, metadata: EventMetadata): Promise<number> {
    return this.writer.create(REPORT_TIPO, reportTipoValues(dto), metadata);
  }

  async update(id: number, dto: ReportTipoDto, metadata: EventMetadata): Promise<void> {
    await this.writer.update<ValoriReportTipo>(REPORT_TIPO, id, reportTipoValues(dto), metadata);
  }

  delete(id: number, metadata: EventMetadata): Promise<void> {
    return this.writer.delete(REPORT_TIPO, id, metadata);
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
