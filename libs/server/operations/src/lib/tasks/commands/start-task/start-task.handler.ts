import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { existingTask, startTask, taskAggregate } from '../../domain/task.aggregate';
import { taskStreamId, type TaskEvent } from '../../domain/task.events';
import { TaskScheduler } from '../../scheduling/task-scheduler';
import { StartTaskCommand } from './start-task.command';

@CommandHandler(StartTaskCommand)
export class StartTaskHandler implements ICommandHandler<StartTaskCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly scheduler: TaskScheduler,
  ) {}

  async execute({ id, metadata }: StartTaskCommand): Promise<void> {
    const { newState } = await this.uow.run((tx) =>
      this.store.handleCommand(tx, taskStreamId(id), taskAggregate, (state): TaskEvent[] => startTask(existingTask(state)), { metadata }),
    );
    // also when already ATTIVO: a start repairs a scheduler Redis lost
    await this.scheduler.applyIfPossible({ id, stato: 'ATTIVO', impostazioni: existingTask(newState).impostazioni });
  }
}
