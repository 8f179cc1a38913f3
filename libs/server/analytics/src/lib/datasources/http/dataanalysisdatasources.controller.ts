import { Controller, Get, Param } from '@nestjs/common';
import type { DataSource } from '@registro/contracts';
import { IdPipe, RecordController, RequiresPermission, messaggio } from '@registro/server-platform';
import { SEZIONE_DATAANALYSIS } from '../datasources.events';
import { SourceSqlRunner } from '../source-databases/source-sql-runner';
import { DataSourceDto } from '../sorgenti/data-source.dto';
import { DATA_SOURCE_EXCEL, DataSourceService } from '../sorgenti/data-source.service';

export const CONNESSIONE_VERIFICATA = 'Connessione verificata con successo';

/**
 * /api/dataanalysisdatasources (spec 2 §2.8 "Data Sources", §7): the data sources (1000 per
 * page), saved through the shared record helper; `verificaconnessione/{id}` really connects.
 */
@Controller('dataanalysisdatasources')
export class DataAnalysisDataSourcesController extends RecordController<DataSourceDto, DataSource>({
  sezione: SEZIONE_DATAANALYSIS,
  body: DataSourceDto,
  forPage: 1000,
  excel: DATA_SOURCE_EXCEL,
}) {
  constructor(
    dataSources: DataSourceService,
    private readonly sql: SourceSqlRunner,
  ) {
    super(dataSources);
  }

  /** 200 "Connessione verificata con successo", or 422 with the reason (within the connect timeout). */
  @Get('verificaconnessione/:id')
  @RequiresPermission(SEZIONE_DATAANALYSIS, 'visualizza')
  async verificaConnessione(@Param('id', IdPipe) id: number) {
    await this.sql.verify(id);
    return messaggio(CONNESSIONE_VERIFICATA, { id });
  }
}
