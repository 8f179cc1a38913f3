import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { impostazioniValide } from '../../domain/impostazioni-task';
import { createTask, taskAggregate } from '../../domain/task.aggregate';
import { taskStreamId, type TaskEvent } from '../../domain/task.events';
import { TaskHandlerRegistry } from '../../handlers/task-handler-registry';
import { CreateTaskCommand } from './create-task.command';

@CommandHandler(CreateTaskCommand)
export class CreateTaskHandler implements ICommandHandler<CreateTaskCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly handlers: TaskHandlerRegistry,
  ) {}

  async execute({ modulo, metadata }: CreateTaskCommand): Promise<number> {
    const impostazioni = impostazioniValide(modulo, this.handlers.nomi());
    return this.uow.run(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(`SELECT nextval('gesantask_id_seq')::int AS id`);
      const id = rows[0].id;
      await this.store.handleCommand(tx, taskStreamId(id), taskAggregate, (): TaskEvent[] => [createTask(id, impostazioni)], { metadata, expectedVersion: 0 });
      return id;
    });
  }
}
