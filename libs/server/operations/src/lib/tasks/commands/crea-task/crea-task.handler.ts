import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { impostazioniValide } from '../../domain/impostazioni-task';
import { creaTask } from '../../domain/task.aggregate';
import { TASK_STREAM_TYPE, taskStreamId } from '../../domain/task.events';
import { RegistroGestoriTask } from '../../gestori/registro-gestori';
import { CreaTaskCommand } from './crea-task.command';

@CommandHandler(CreaTaskCommand)
export class CreaTaskHandler implements ICommandHandler<CreaTaskCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly gestori: RegistroGestoriTask,
  ) {}

  async execute({ modulo, metadata }: CreaTaskCommand): Promise<number> {
    const impostazioni = impostazioniValide(modulo, this.gestori.nomi());
    return this.uow.run(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(`SELECT nextval('gesantask_id_seq')::int AS id`);
      const id = rows[0].id;
      await this.store.append(tx, taskStreamId(id), TASK_STREAM_TYPE, [creaTask(id, impostazioni)], 0, metadata);
      return id;
    });
  }
}
