import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { existingTask, stopTask, taskAggregate } from '../../domain/task.aggregate';
import { taskStreamId, type TaskEvent } from '../../domain/task.events';
import { TaskScheduler } from '../../scheduling/task-scheduler';
import { StopTaskCommand } from './stop-task.command';

@CommandHandler(StopTaskCommand)
export class StopTaskHandler implements ICommandHandler<StopTaskCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly scheduler: TaskScheduler,
  ) {}

  async execute({ id, metadata }: StopTaskCommand): Promise<void> {
    const { newState } = await this.uow.run((tx) =>
      this.store.handleCommand(tx, taskStreamId(id), taskAggregate, (state): TaskEvent[] => stopTask(existingTask(state)), { metadata }),
    );
    // also when already FERMO: no scheduler may survive a stop
    await this.scheduler.applyIfPossible({ id, stato: 'FERMO', impostazioni: existingTask(newState).impostazioni });
  }
}
