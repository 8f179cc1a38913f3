import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, UnitOfWork } from '@registro/server-platform';
import { eliminaTask } from '../../domain/task.aggregate';
import { TASK_STREAM_TYPE, taskStreamId } from '../../domain/task.events';
import { PianificazioneTask } from '../../scheduling/pianificazione-task';
import { caricaTask } from '../carica-task';
import { EliminaTaskCommand } from './elimina-task.command';

@CommandHandler(EliminaTaskCommand)
export class EliminaTaskHandler implements ICommandHandler<EliminaTaskCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly pianificazione: PianificazioneTask,
  ) {}

  async execute({ id, metadata }: EliminaTaskCommand): Promise<void> {
    const task = await this.uow.run(async (tx) => {
      const task = await caricaTask(this.store, tx, id);
      const { rows } = await tx.query(
        `SELECT 1 FROM gesantasklog WHERE id_task = $1 AND stato IN ('IN ATTESA', 'IN ESECUZIONE') FOR SHARE`,
        [id],
      );
      if (rows.length) throw new ConflictError("Il task è in esecuzione: attendere la fine dell'esecuzione prima di eliminarlo");
      await this.store.append(tx, taskStreamId(id), TASK_STREAM_TYPE, [eliminaTask()], task.versione, metadata);
      return task;
    });
    await this.pianificazione.applicaSePossibile({ id, stato: 'FERMO', impostazioni: task.impostazioni });
  }
}
