import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, NotFoundError, UnitOfWork, isUniqueViolation } from '@registro/server-platform';
import { MESSAGGIO_NOME_GRUPPO_DUPLICATO, groupAggregate, updateGruppo, gruppoValues } from '../../domain/group.aggregate';
import { GROUP_UPDATED, groupStreamId, type GroupEvent } from '../../domain/group.events';
import { UpdateGroupCommand } from './update-group.command';

@CommandHandler(UpdateGroupCommand)
export class UpdateGroupHandler implements ICommandHandler<UpdateGroupCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute({ id, gruppo, metadata }: UpdateGroupCommand): Promise<void> {
    try {
      await this.uow.run((tx) =>
        this.store.handleCommand(
          tx,
          groupStreamId(id),
          groupAggregate,
          (attuale): GroupEvent[] => {
            if (!attuale.exists || attuale.deleted) throw new NotFoundError('Gruppo non trovato');
            const modifica = updateGruppo(gruppoValues(attuale), gruppo);
            return modifica ? [{ type: GROUP_UPDATED, data: modifica }] : [];
          },
          { metadata },
        ),
      );
    } catch (e) {
      if (isUniqueViolation(e, 'gruppi_nome_key')) throw new ConflictError(MESSAGGIO_NOME_GRUPPO_DUPLICATO);
      throw e;
    }
  }
}
