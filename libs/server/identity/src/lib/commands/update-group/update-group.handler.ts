import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, NotFoundError, UnitOfWork } from '@registro/server-platform';
import { MESSAGGIO_NOME_GRUPPO_DUPLICATO, modificaGruppo } from '../../domain/group.aggregate';
import { GROUP_STREAM_TYPE, GROUP_UPDATED, groupStreamId, type GroupCreatedData } from '../../domain/group.events';
import { riprovaSeConflitto } from '../retry-on-conflict';
import { isUniqueViolation } from '../unique-violation';
import { versioneStream } from '../user-stream/user-stream-state';
import { UpdateGroupCommand } from './update-group.command';

@CommandHandler(UpdateGroupCommand)
export class UpdateGroupHandler implements ICommandHandler<UpdateGroupCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute({ id, gruppo, metadata }: UpdateGroupCommand): Promise<void> {
    try {
      await riprovaSeConflitto(() =>
        this.uow.run(async (tx) => {
          const versione = await versioneStream(tx, groupStreamId(id));
          const { rows } = await tx.query(`SELECT nome, descrizione, menu, sezioni FROM gruppi WHERE id = $1`, [id]);
          if (!rows[0]) throw new NotFoundError('Gruppo non trovato');
          const evento = modificaGruppo(rows[0] as GroupCreatedData, gruppo);
          if (evento) await this.store.append(tx, groupStreamId(id), GROUP_STREAM_TYPE, [{ type: GROUP_UPDATED, data: { ...evento } }], versione, metadata);
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictError(MESSAGGIO_NOME_GRUPPO_DUPLICATO);
      throw e;
    }
  }
}
