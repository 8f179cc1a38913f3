import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { impostazioniValide } from '../../domain/impostazioni-task';
import { existingTask, taskAggregate, updateTask } from '../../domain/task.aggregate';
import { taskStreamId, type TaskEvent } from '../../domain/task.events';
import { TaskHandlerRegistry } from '../../handlers/task-handler-registry';
import { TaskScheduler } from '../../scheduling/task-scheduler';
import { UpdateTaskCommand } from './update-task.command';

@CommandHandler(UpdateTaskCommand)
export class UpdateTaskHandler implements ICommandHandler<UpdateTaskCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly handlers: TaskHandlerRegistry,
    private readonly scheduler: TaskScheduler,
  ) {}

  async execute({ id, modulo, metadata }: UpdateTaskCommand): Promise<void> {
    const impostazioni = impostazioniValide(modulo, this.handlers.nomi());
    const { newState, newEvents } = await this.uow.run((tx) =>
      this.store.handleCommand(tx, taskStreamId(id), taskAggregate, (state): TaskEvent[] => updateTask(existingTask(state), impostazioni), { metadata }),
    );
    if (newEvents.length) await this.scheduler.applyIfPossible({ id, stato: existingTask(newState).stato, impostazioni });
  }
}
