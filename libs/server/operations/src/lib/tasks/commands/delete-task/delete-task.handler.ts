import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, UnitOfWork } from '@registro/server-platform';
import { deleteTask, existingTask, taskAggregate } from '../../domain/task.aggregate';
import { taskStreamId, type TaskEvent } from '../../domain/task.events';
import { TaskScheduler } from '../../scheduling/task-scheduler';
import { DeleteTaskCommand } from './delete-task.command';

@CommandHandler(DeleteTaskCommand)
export class DeleteTaskHandler implements ICommandHandler<DeleteTaskCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly scheduler: TaskScheduler,
  ) {}

  async execute({ id, metadata }: DeleteTaskCommand): Promise<void> {
    const { newState } = await this.uow.run(async (tx) => {
      const { rows } = await tx.query(`SELECT 1 FROM gesantasklog WHERE id_task = $1 AND stato IN ('IN ATTESA', 'IN ESECUZIONE') FOR SHARE`, [id]);
      const inEsecuzione = rows.length > 0;
      return this.store.handleCommand(
        tx,
        taskStreamId(id),
        taskAggregate,
        (state): TaskEvent[] => {
          existingTask(state);
          if (inEsecuzione) throw new ConflictError("Il task è in esecuzione: attendere la fine dell'esecuzione prima di eliminarlo");
          return deleteTask();
        },
        { metadata },
      );
    });
    if (newState) await this.scheduler.applyIfPossible({ id, stato: 'FERMO', impostazioni: newState.impostazioni });
  }
}
