import { Module } from '@nestjs/common';
import { UseCasesModule } from '@registro/server-platform';
import { ListLogsEndpoint } from './list-logs/list-logs';
import { LogsProjection } from './projections/logs.projection';
import { AmministrazioneModule } from './amministrazione/amministrazione.module';
import { ModuliModule } from './moduli/moduli.module';
import { TasksModule } from './tasks/tasks.module';

/**
 * Logs, scheduled tasks (tasks/), modules (moduli/), installation, configuration panel,
 * business integration and dairy import (amministrazione/). Logs and system info. The api serves the reads; LogsProjection is an @AsyncProjection that
 * only the worker's ProjectionRunnersService runs (the api starts no runner).
 */
@Module({
  imports: [UseCasesModule, TasksModule, ModuliModule, AmministrazioneModule],
  controllers: [ListLogsEndpoint],
  providers: [LogsProjection],
  exports: [LogsProjection, TasksModule, ModuliModule, AmministrazioneModule],
})
export class OperationsModule {}
