import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { UseCasesModule } from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS, STREAM_DATASOURCE, STREAM_DRIVER, STREAM_QUERY, STREAM_TABLE } from './datasources.events';
import { dataSourcesProjection } from './datasources.projection';
import { DatabaseDriverService } from './drivers/database-driver.service';
import { DataAnalysisDatabaseDriverController } from './http/dataanalysisdatabasedriver.controller';
import { DataAnalysisDataSourcesController } from './http/dataanalysisdatasources.controller';
import { DataAnalysisQueryController } from './http/dataanalysisquery.controller';
import { DataAnalysisTablesController } from './http/dataanalysistables.controller';
import { GetTableInfoEndpoint, GetTableInfoHandler } from './get-table-info/get-table-info';
import { AnalysisQueryRunner } from './run-analysis-query/analysis-query-runner';
import {
  RunAnaliticQueryEndpoint,
  RunAnaliticQueryHandler,
  RunAnalysisQueryEndpoint,
  RunAnalysisQueryHandler,
  RunAnalysisSqlEndpoint,
  RunAnalysisSqlHandler,
  RunAnaliticSqlEndpoint,
  RunAnaliticSqlHandler,
  RunGraphicQueryEndpoint,
  RunGraphicQueryHandler,
} from './run-analysis-query/run-analysis-query';
import { AnalysisQueryService } from './saved-queries/analysis-query.service';
import { ServiziIcdixController } from './http/serviziicdix.controller';
import { Icd9cmImport } from './icdix/icd9cm-import';
import { ListIcdix } from './icdix/list-icdix';
import { DataSourcesSeeder } from './seed/datasources-seeder';
import { DataSourcePools } from './source-databases/data-source-pools';
import { RunLimitsReader } from './source-databases/run-limits';
import { SourceSqlRunner } from './source-databases/source-sql-runner';
import { DataSourceService } from './sorgenti/data-source.service';
import { dataSourceCipherProvider } from './sorgenti/datasource-cipher';
import { AnalysisTableService } from './tables/analysis-table.service';

/**
 * Drivers, data sources, analysis queries, the tables catalogue (generic records, history under
 * `dataanalysis`), the read-only bounded runs of their SQL and the ICD-IX list.
 */
@Module({
  imports: [UseCasesModule, AuditModule],
  controllers: [
    DataAnalysisDataSourcesController,
    DataAnalysisDatabaseDriverController,
    DataAnalysisTablesController,
    DataAnalysisQueryController,
    GetTableInfoEndpoint,
    RunGraphicQueryEndpoint,
    RunAnaliticQueryEndpoint,
    RunAnalysisQueryEndpoint,
    RunAnalysisSqlEndpoint,
    RunAnaliticSqlEndpoint,
    ServiziIcdixController,
  ],
  providers: [
    dataSourceCipherProvider,
    DataSourcePools,
    RunLimitsReader,
    SourceSqlRunner,
    AnalysisQueryRunner,
    GetTableInfoHandler,
    RunGraphicQueryHandler,
    RunAnaliticQueryHandler,
    RunAnalysisQueryHandler,
    RunAnalysisSqlHandler,
    RunAnaliticSqlHandler,
    DatabaseDriverService,
    DataSourceService,
    AnalysisQueryService,
    AnalysisTableService,
    ListIcdix,
    Icd9cmImport,
    DataSourcesSeeder,
  ],
  exports: [DataSourcesSeeder, Icd9cmImport],
})
export class DataSourcesModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(dataSourcesProjection);
    for (const stream of [STREAM_DRIVER, STREAM_DATASOURCE, STREAM_QUERY, STREAM_TABLE]) this.history.registerReaders(stream, [SEZIONE_DATAANALYSIS]);
  }
}
