import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AnalysisTable } from '@registro/contracts';
import {
  BadRequestError,
  PG_POOL,
  RecordWriter,
  SqlRecordService,
  column,
  type ExcelSheet,
  type ListSql,
  type RecordResource,
} from '@registro/server-platform';
import { STREAM_TABLE, type ValoriTable } from '../datasources.events';
import type { AnalysisTableDto } from './analysis-table.dto';

/** An entry of the tables catalogue: generic record events on `dataanalysistables-<id>`, read model `analysis_tables`. */
export const ANALYSIS_TABLE: RecordResource = {
  sezione: STREAM_TABLE,
  idSequence: 'analysis_tables_id_seq',
  notFound: 'Tabella non trovata',
};

export const ANALYSIS_TABLE_EXCEL: ExcelSheet<AnalysisTable> = {
  fileName: 'Tabelle_',
  columns: [column('Nome DB', 'dbName'), column('Nome Vista', 'viewName'), column('Note', 'note')],
};

const COLUMNS = `id, db_name AS "dbName", view_name AS "viewName", note, versione`;

/** /api/dataanalysistables (spec 2 §2.8): the tables and views offered to analysis, with notes. */
@Injectable()
export class AnalysisTableService extends SqlRecordService<AnalysisTableDto, AnalysisTable, object, ValoriTable> {
  protected readonly resource = ANALYSIS_TABLE;
  protected readonly read = { table: 'analysis_tables', columns: COLUMNS };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  protected listSql(): ListSql {
    return { select: COLUMNS, from: 'FROM analysis_tables', params: [], orderBy: 'lower(db_name), lower(view_name), id' };
  }

  protected values(dto: AnalysisTableDto): ValoriTable {
    const dbName = dto.dbName.trim();
    const viewName = dto.viewName.trim();
    const errori: string[] = [];
    if (!dbName) errori.push('Il campo Nome DB è obbligatorio');
    if (!viewName) errori.push('Il campo Nome Vista è obbligatorio');
    if (errori.length) throw new BadRequestError(errori);
    return { dbName, viewName, note: dto.note?.trim() ?? '' };
  }
}
