import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LogsController } from './http/logs.controller';
import { LogsProjection } from './projections/logs.projection';
import { ListLogsHandler } from './queries/list-logs/list-logs.handler';
import { LogRows } from './queries/list-logs/logs-excel';
import { AmministrazioneModule } from './amministrazione/amministrazione.module';
import { ModuliModule } from './moduli/moduli.module';
import { TasksModule } from './tasks/tasks.module';

/**
 * Logs, scheduled tasks (tasks/), modules (moduli/), installation, configuration panel,
 * business integration and dairy import (amministrazione/). Logs and system info. The api serves the reads; LogsProjection is an @AsyncProjection that
 * only the worker's ProjectionRunnersService runs (the api starts no runner).
 */
@Module({
  imports: [CqrsModule, TasksModule, ModuliModule, AmministrazioneModule],
  controllers: [LogsController],
  providers: [LogsProjection, ListLogsHandler, LogRows],
  exports: [LogsProjection, TasksModule, ModuliModule, AmministrazioneModule],
})
export class OperationsModule {}
