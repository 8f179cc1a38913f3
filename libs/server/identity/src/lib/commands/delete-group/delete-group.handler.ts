import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, NotFoundError, UnitOfWork } from '@registro/server-platform';
import { GROUP_DELETED, GROUP_STREAM_TYPE, groupStreamId, type GroupDeletedData } from '../../domain/group.events';
import { versioneStream } from '../user-stream/user-stream-state';
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

  execute({ id, metadata }: DeleteGroupCommand): Promise<void> {
    return this.uow.run(async (tx) => {
      const { rows } = await tx.query(`SELECT nome FROM gruppi WHERE id = $1 FOR UPDATE`, [id]);
      if (!rows[0]) throw new NotFoundError('Gruppo non trovato');
      const nome: string = rows[0].nome;
      const utenti = (await tx.query(`SELECT count(*)::int AS n FROM utenti WHERE gruppo_id = $1`, [id])).rows[0].n as number;
      if (utenti > 0)
        throw new ConflictError(
          `Impossibile eliminare il gruppo ${nome}: ${utenti === 1 ? 'un utente appartiene' : `${utenti} utenti appartengono`} ancora al gruppo`,
        );
      const data: GroupDeletedData = { nome };
      const versione = await versioneStream(tx, groupStreamId(id));
      await this.store.append(tx, groupStreamId(id), GROUP_STREAM_TYPE, [{ type: GROUP_DELETED, data: { ...data } }], versione, metadata);
    });
  }
}
