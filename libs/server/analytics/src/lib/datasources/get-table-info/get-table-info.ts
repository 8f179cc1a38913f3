import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RigaRisultato } from '@registro/contracts';
import { UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS } from '../datasources.events';
import { SourceSqlRunner } from '../source-databases/source-sql-runner';
import { TableInfoQueryDto, idDataSourceOf, tableNameOf } from './get-table-info.dto';

/**
 * GET /api/dataanalysisdatabaseinfo/tableinfo (spec 2 §7 "Data analysis", spec 3 §7): the columns
 * of a table of a data source, by its driver's Query Fields Info, as an array of rows
 * (`nomeCampo`, `tipoCampo`, `nullable` for PostgreSQL). The query runs under the same path are in
 * `run-analysis-query/`.
 */
export const getTableInfo = queryUseCase({
  name: 'GetTableInfo',
  method: 'GET',
  path: 'tableinfo',
  query: TableInfoQueryDto,
  permission: [SEZIONE_DATAANALYSIS, 'visualizza'],
});

@Controller('dataanalysisdatabaseinfo')
export class GetTableInfoEndpoint extends UseCaseEndpoint(getTableInfo) {}

@QueryHandler(getTableInfo.message)
export class GetTableInfoHandler implements IQueryHandler<MessageOf<typeof getTableInfo>, RigaRisultato[]> {
  constructor(private readonly sql: SourceSqlRunner) {}

  execute({ input }: MessageOf<typeof getTableInfo>): Promise<RigaRisultato[]> {
    return this.sql.tableInfo(idDataSourceOf(input.query), tableNameOf(input.query));
  }
}
