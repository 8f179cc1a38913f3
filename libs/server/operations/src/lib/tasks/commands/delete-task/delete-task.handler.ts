import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, UnitOfWork } from '@registro/server-platform';
import { deleteTask, existingTask, taskAggregate, type TaskState } from '../../domain/task.aggregate';
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
    let task: TaskState | undefined;
    await this.uow.run((tx) =>
      this.store.handleCommand(
        tx,
        taskStreamId(id),
        taskAggregate,
        async (state): Promise<TaskEvent[]> => {
          task = existingTask(state);
          const { rows } = await tx.query(`SELECT 1 FROM gesantasklog WHERE id_task = $1 AND stato IN ('IN ATTESA', 'IN ESECUZIONE') FOR SHARE`, [id]);
          if (rows.length) throw new ConflictError("Il task è in esecuzione: attendere la fine dell'esecuzione prima di eliminarlo");
          return deleteTask();
        },
        { metadata },
      ),
    );
    if (task) await this.scheduler.applyIfPossible({ id, stato: 'FERMO', impostazioni: task.impostazioni });
  }
}
