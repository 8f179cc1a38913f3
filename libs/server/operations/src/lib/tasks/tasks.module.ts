import { Module, OnModuleInit } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { UseCasesModule } from '@registro/server-platform';
import { CreateTaskHandler } from './commands/create-task/create-task.handler';
import { DeleteTaskHandler } from './commands/delete-task/delete-task.handler';
import { RunTaskHandler } from './commands/run-task/run-task.handler';
import { StartTaskHandler } from './commands/start-task/start-task.handler';
import { StopTaskHandler } from './commands/stop-task/stop-task.handler';
import { UpdateTaskHandler } from './commands/update-task/update-task.handler';
import { TaskRunner } from './runs/task-runner';
import { TaskLive } from './runs/task-live';
import { TaskRuns } from './runs/task-runs';
import { SendQueuedEmailsHandler } from './handlers/invio-email-in-coda/invio-email-in-coda.handler';
import { PuliziaLogHandler } from './handlers/pulizia-log/pulizia-log.handler';
import { TaskHandlerRegistry } from './handlers/task-handler-registry';
import { RicostruzioneProiezioneHandler } from './handlers/ricostruzione-proiezione/ricostruzione-proiezione.handler';
import { ScadenzaSessioniHandler } from './handlers/scadenza-sessioni/scadenza-sessioni.handler';
import { registerTaskHistory } from './history/tasks-history';
import { TaskLogController } from './http/task-log.controller';
import { TasksController } from './http/tasks.controller';
import { ListTasksEndpoint } from './list-tasks/list-tasks';
import { NextTaskRuns } from './list-tasks/next-task-runs';
import { TaskReader } from './queries/task-reader';
import { MailOutbox } from './mail/mail-outbox';
import { tasksProjection } from './projections/tasks.projection';
import { GetTaskHandler } from './queries/get-task/get-task.handler';
import { ListTaskRunsHandler } from './queries/list-task-runs/list-task-runs.handler';
import { GetTaskLiveStateHandler } from './queries/get-task-live-state/get-task-live-state.handler';
import { FindTaskByClassHandler } from './queries/find-task-by-class/find-task-by-class.handler';
import { GetLastTaskRunHandler } from './queries/get-last-task-run/get-last-task-run.handler';
import { TaskScheduler } from './scheduling/task-scheduler';
import { TasksSeeder } from './seed/tasks-seeder';

/** The handlers shipped with the product; other areas register theirs in their own modules. */
const BUILT_IN_HANDLERS = [ScadenzaSessioniHandler, RicostruzioneProiezioneHandler, SendQueuedEmailsHandler, PuliziaLogHandler];

/**
 * Scheduled tasks: the api's endpoints and the pieces the worker uses to run them (TaskRunner,
 * TaskScheduler). Imported by both, so both see the same registered handlers.
 */
@Module({
  imports: [UseCasesModule, DiscoveryModule, AuditModule],
  controllers: [ListTasksEndpoint, TasksController, TaskLogController],
  providers: [
    TaskHandlerRegistry,
    TaskScheduler,
    TaskReader,
    TaskRuns,
    TaskLive,
    TaskRunner,
    MailOutbox,
    TasksSeeder,
    CreateTaskHandler,
    UpdateTaskHandler,
    DeleteTaskHandler,
    StartTaskHandler,
    StopTaskHandler,
    RunTaskHandler,
    NextTaskRuns,
    GetTaskHandler,
    ListTaskRunsHandler,
    GetTaskLiveStateHandler,
    FindTaskByClassHandler,
    GetLastTaskRunHandler,
    ...BUILT_IN_HANDLERS,
  ],
  exports: [TaskHandlerRegistry, TaskScheduler, TaskReader, TaskRuns, TaskRunner, TaskLive, MailOutbox, TasksSeeder],
})
export class TasksModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(tasksProjection);
    registerTaskHistory(this.history);
  }
}
