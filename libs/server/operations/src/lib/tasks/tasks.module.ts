import { Module, OnModuleInit } from '@nestjs/common';
import { GetScrivaniaTaskEndpoint, GetScrivaniaTaskHandler } from './get-scrivania-task/get-scrivania-task';
import { DiscoveryModule } from '@nestjs/core';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { UseCasesModule } from '@registro/server-platform';
import { DeleteTaskEndpoint, DeleteTaskHandler } from './delete-task/delete-task';
import { GetTaskEndpoint, GetTaskHandler } from './get-task/get-task';
import { GetTaskLiveStateEndpoint, GetTaskLiveStateHandler } from './get-task-live-state/get-task-live-state';
import { ListTaskClassesEndpoint, ListTaskClassesHandler } from './list-task-classes/list-task-classes';
import { RunTaskEndpoint, RunTaskEndpointHandler } from './run-task/run-task';
import { RunTaskHandler } from './run-task/run-task.handler';
import { CreateTaskEndpoint, CreateTaskHandler } from './save-task/create-task';
import { UpdateTaskEndpoint, UpdateTaskHandler } from './save-task/update-task';
import { StartTaskEndpoint, StartTaskHandler } from './start-task/start-task';
import { StopTaskEndpoint, StopTaskHandler } from './stop-task/stop-task';
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
import { ListTasksEndpoint } from './list-tasks/list-tasks';
import { NextTaskRuns } from './list-tasks/next-task-runs';
import { TaskReader } from './queries/task-reader';
import { MailOutbox } from './mail/mail-outbox';
import { tasksProjection } from './projections/tasks.projection';
import { ListTaskRunsHandler } from './queries/list-task-runs/list-task-runs.handler';
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
  // Nest registers them in this order and Express takes the first route that matches: the fixed
  // GET paths (classi, start/:id, stop/:id, esegui/:id, stato/:id) before GET :id
  controllers: [
    ListTasksEndpoint,
    ListTaskClassesEndpoint,
    StartTaskEndpoint,
    StopTaskEndpoint,
    RunTaskEndpoint,
    GetTaskLiveStateEndpoint,
    GetScrivaniaTaskEndpoint,
    GetTaskEndpoint,
    CreateTaskEndpoint,
    UpdateTaskEndpoint,
    DeleteTaskEndpoint,
    TaskLogController,
  ],
  providers: [
    GetScrivaniaTaskHandler,
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
    RunTaskEndpointHandler,
    ListTaskClassesHandler,
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
