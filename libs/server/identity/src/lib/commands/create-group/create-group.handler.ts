import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, BadRequestError, UnitOfWork } from '@registro/server-platform';
import { DatiGruppoNonValidi, MESSAGGIO_NOME_GRUPPO_DUPLICATO, creaGruppo } from '../../domain/group.aggregate';
import { GROUP_CREATED, GROUP_STREAM_TYPE, groupStreamId } from '../../domain/group.events';
import { isUniqueViolation } from '../unique-violation';
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
      data = creaGruppo(gruppo);
    } catch (e) {
      if (e instanceof DatiGruppoNonValidi) throw new BadRequestError(e.errori);
      throw e;
    }
    try {
      return await this.uow.run(async (tx) => {
        const { rows } = await tx.query(`SELECT nextval('gruppi_id_seq')::int AS id`);
        const id: number = rows[0].id;
        await this.store.append(tx, groupStreamId(id), GROUP_STREAM_TYPE, [{ type: GROUP_CREATED, data: { ...data } }], 0, metadata);
        return id;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictError(MESSAGGIO_NOME_GRUPPO_DUPLICATO);
      throw e;
    }
  }
}
