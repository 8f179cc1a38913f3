import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { avviaTask } from '../../domain/task.aggregate';
import { TASK_STREAM_TYPE, taskStreamId } from '../../domain/task.events';
import { PianificazioneTask } from '../../scheduling/pianificazione-task';
import { caricaTask } from '../carica-task';
import { AvviaTaskCommand } from './avvia-task.command';

@CommandHandler(AvviaTaskCommand)
export class AvviaTaskHandler implements ICommandHandler<AvviaTaskCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly pianificazione: PianificazioneTask,
  ) {}

  async execute({ id, metadata }: AvviaTaskCommand): Promise<void> {
    const task = await this.uow.run(async (tx) => {
      const task = await caricaTask(this.store, tx, id);
      const evento = avviaTask(task);
      if (evento) await this.store.append(tx, taskStreamId(id), TASK_STREAM_TYPE, [evento], task.versione, metadata);
      return task;
    });
    // also when already ATTIVO: a start repairs a scheduler Redis lost
    await this.pianificazione.applicaSePossibile({ id, stato: 'ATTIVO', impostazioni: task.impostazioni });
  }
}
