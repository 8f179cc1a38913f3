import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { impostazioniValide } from '../../domain/impostazioni-task';
import { modificaTask } from '../../domain/task.aggregate';
import { TASK_STREAM_TYPE, taskStreamId } from '../../domain/task.events';
import { RegistroGestoriTask } from '../../gestori/registro-gestori';
import { PianificazioneTask } from '../../scheduling/pianificazione-task';
import { caricaTask } from '../carica-task';
import { ModificaTaskCommand } from './modifica-task.command';

@CommandHandler(ModificaTaskCommand)
export class ModificaTaskHandler implements ICommandHandler<ModificaTaskCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly gestori: RegistroGestoriTask,
    private readonly pianificazione: PianificazioneTask,
  ) {}

  async execute({ id, modulo, metadata }: ModificaTaskCommand): Promise<void> {
    const impostazioni = impostazioniValide(modulo, this.gestori.nomi());
    const task = await this.uow.run(async (tx) => {
      const task = await caricaTask(this.store, tx, id);
      const evento = modificaTask(task, impostazioni);
      if (evento) await this.store.append(tx, taskStreamId(id), TASK_STREAM_TYPE, [evento], task.versione, metadata);
      return evento ? task : null;
    });
    if (task) await this.pianificazione.applicaSePossibile({ id, stato: task.stato, impostazioni });
  }
}
