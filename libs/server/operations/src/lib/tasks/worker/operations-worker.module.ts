import { Module } from '@nestjs/common';
import { TasksModule } from '../tasks.module';
import { OrphanRunSweep } from './orphan-run-sweep';
import { TasksProcessor } from './tasks.processor';

/**
 * What only the worker runs of operations: the consumer of the queue `tasks` (TasksProcessor) and
 * the sweep of orphaned runs. Exported through `@registro/server-operations/worker`; the api never
 * imports it.
 */
@Module({
  imports: [TasksModule],
  providers: [OrphanRunSweep, TasksProcessor],
})
export class OperationsWorkerModule {}
