import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { InfoUserController } from './http/info-user.controller';
import { LogsController } from './http/logs.controller';
import { LogsProjection } from './projections/logs.projection';
import { GetUserInfoHandler } from './queries/get-user-info/get-user-info.handler';
import { ListLogsHandler } from './queries/list-logs/list-logs.handler';

/**
 * Logs and system info. The api serves the reads; LogsProjection is an @AsyncProjection that
 * only the worker's ProjectionRunnersService runs (the api starts no runner).
 */
@Module({
  imports: [CqrsModule],
  controllers: [LogsController, InfoUserController],
  providers: [LogsProjection, ListLogsHandler, GetUserInfoHandler],
  exports: [LogsProjection],
})
export class OperationsModule {}
