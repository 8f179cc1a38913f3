import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, BadRequestError, UnitOfWork, isUniqueViolation } from '@registro/server-platform';
import { InvalidGruppoData, MESSAGGIO_NOME_GRUPPO_DUPLICATO, createGruppo, groupAggregate } from '../../domain/group.aggregate';
import { GROUP_CREATED, groupStreamId, type GroupEvent } from '../../domain/group.events';
import { CreateGroupCommand } from './create-group.command';

@CommandHandler(CreateGroupCommand)
export class CreateGroupHandler implements ICommandHandler<CreateGroupCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute({ gruppo, metadata }: CreateGroupCommand): Promise<number> {
    let data;
    try {
      data = createGruppo(gruppo);
    } catch (e) {
      if (e instanceof InvalidGruppoData) throw new BadRequestError(e.errori);
      throw e;
    }
    try {
      return await this.uow.run(async (tx) => {
        const { rows } = await tx.query(`SELECT nextval('gruppi_id_seq')::int AS id`);
        const id: number = rows[0].id;
        await this.store.handleCommand(tx, groupStreamId(id), groupAggregate, (): GroupEvent[] => [{ type: GROUP_CREATED, data }], {
          metadata,
          expectedVersion: 0,
        });
        return id;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'gruppi_nome_key')) throw new ConflictError(MESSAGGIO_NOME_GRUPPO_DUPLICATO);
      throw e;
    }
  }
}
