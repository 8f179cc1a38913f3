import { Controller, Get, Query } from '@nestjs/common';
import { RequiresPermission, ValidateAs, ok } from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS } from '../datasources.events';
import { SourceSqlRunner } from '../source-databases/source-sql-runner';
import { TableInfoQueryDto } from './table-info.dto';

/**
 * /api/dataanalysisdatabaseinfo/tableinfo (spec 2 §7 "Data analysis"): the columns of a table of a
 * data source. The query runs under the same path are in `run-analysis-query/`.
 */
@Controller('dataanalysisdatabaseinfo')
export class DataAnalysisDatabaseInfoController {
  constructor(private readonly sql: SourceSqlRunner) {}

  /** The columns of a table of a data source, by its driver's Query Fields Info. */
  @Get('tableinfo')
  @RequiresPermission(SEZIONE_DATAANALYSIS, 'visualizza')
  async tableInfo(@Query(new ValidateAs(TableInfoQueryDto)) query: TableInfoQueryDto) {
    return ok(await this.sql.tableInfo(query.idDatasource, query.viewName.trim()));
  }
}
