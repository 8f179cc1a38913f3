import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { fermaTask } from '../../domain/task.aggregate';
import { TASK_STREAM_TYPE, taskStreamId } from '../../domain/task.events';
import { PianificazioneTask } from '../../scheduling/pianificazione-task';
import { caricaTask } from '../carica-task';
import { FermaTaskCommand } from './ferma-task.command';

@CommandHandler(FermaTaskCommand)
export class FermaTaskHandler implements ICommandHandler<FermaTaskCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly pianificazione: PianificazioneTask,
  ) {}

  async execute({ id, metadata }: FermaTaskCommand): Promise<void> {
    const task = await this.uow.run(async (tx) => {
      const task = await caricaTask(this.store, tx, id);
      const evento = fermaTask(task);
      if (evento) await this.store.append(tx, taskStreamId(id), TASK_STREAM_TYPE, [evento], task.versione, metadata);
      return task;
    });
    // also when already FERMO: no scheduler may survive a stop
    await this.pianificazione.applicaSePossibile({ id, stato: 'FERMO', impostazioni: task.impostazioni });
  }
}
