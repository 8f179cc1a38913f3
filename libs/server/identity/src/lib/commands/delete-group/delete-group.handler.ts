import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, NotFoundError, UnitOfWork } from '@registro/server-platform';
import { groupAggregate } from '../../domain/group.aggregate';
import { GROUP_DELETED, groupStreamId, type GroupEvent } from '../../domain/group.events';
import { DeleteGroupCommand } from './delete-group.command';

/**
 * 409 while users still belong to the group. The group's row is locked first: a user being
 * created in or moved to it (they lock it FOR SHARE) is either seen here or refused there.
 */
@CommandHandler(DeleteGroupCommand)
export class DeleteGroupHandler implements ICommandHandler<DeleteGroupCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute({ id, metadata }: DeleteGroupCommand): Promise<void> {
    await this.uow.run(async (tx) => {
      // bigint: an id beyond int4 is 404
      const { rows } = await tx.query(`SELECT 1 FROM gruppi WHERE id = $1 FOR UPDATE`, [id]);
      if (!rows[0]) throw new NotFoundError('Gruppo non trovato');
      const utenti = (await tx.query(`SELECT count(*)::int AS n FROM utenti WHERE gruppo_id = $1`, [id])).rows[0].n as number;
      await this.store.handleCommand(
        tx,
        groupStreamId(id),
        groupAggregate,
        (gruppo): GroupEvent[] => {
          if (!gruppo.exists || gruppo.deleted) throw new NotFoundError('Gruppo non trovato');
          if (utenti > 0)
            throw new ConflictError(
              `Impossibile eliminare il gruppo ${gruppo.nome}: ${utenti === 1 ? 'un utente appartiene' : `${utenti} utenti appartengono`} ancora al gruppo`,
            );
          return [{ type: GROUP_DELETED, data: { nome: gruppo.nome } }];
        },
        { metadata },
      );
    });
  }
}
