import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AnalysisQuery } from '@registro/contracts';
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
import { STREAM_QUERY, type ValoriQuery } from '../datasources.events';
import type { AnalysisQueryDto } from './analysis-query.dto';

/** An analysis query: generic record events on `dataanalysisquery-<id>`, read model `analysis_queries`. */
export const ANALYSIS_QUERY: RecordResource = {
  sezione: STREAM_QUERY,
  idSequence: 'analysis_queries_id_seq',
  notFound: 'Query non trovata',
};

export const ANALYSIS_QUERY_EXCEL: ExcelSheet<AnalysisQuery> = {
  fileName: 'Query_',
  columns: [column('Titolo', 'title'), column('Descrizione', 'descrizione')],
};

const COLUMNS = `id, title, descrizione, id_datasource AS "idDatasource", sql_graphic_query AS "sqlGraphicQuery",
  sql_analitic_query AS "sqlAnaliticQuery", versione`;

/** /api/dataanalysisquery (spec 2 §2.8): saved SQL of a data source, run by run-analysis-query/AnalysisQueryRunner. */
@Injectable()
export class AnalysisQueryService extends SqlRecordService<AnalysisQueryDto, AnalysisQuery, object, ValoriQuery> {
  protected readonly resource = ANALYSIS_QUERY;
  protected readonly read = { table: 'analysis_queries', columns: COLUMNS };

  constructor(writer: RecordWriter, @Inject(PG_POOL) pool: Pool) {
    super(writer, pool);
  }

  protected listSql(): ListSql {
    return { select: COLUMNS, from: 'FROM analysis_queries', params: [], orderBy: 'lower(title), id' };
  }

  protected async values(dto: AnalysisQueryDto): Promise<ValoriQuery> {
    const title = dto.title.trim();
    const errori: string[] = [];
    if (!title) errori.push('Il campo Titolo è obbligatorio');
    const { rows } = await this.pool.query('SELECT 1 FROM data_sources WHERE id = $1', [dto.idDatasource]);
    if (!rows[0]) errori.push('La sorgente dati scelta non esiste');
    if (errori.length) throw new BadRequestError(errori);
    return {
      title,
      descrizione: dto.descrizione?.trim() ?? '',
      idDatasource: dto.idDatasource,
      sqlGraphicQuery: dto.sqlGraphicQuery?.trim() ?? '',
      sqlAnaliticQuery: dto.sqlAnaliticQuery?.trim() ?? '',
    };
  }
}
