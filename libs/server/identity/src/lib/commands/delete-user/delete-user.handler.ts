import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { BadRequestError, UnitOfWork } from '@registro/server-platform';
import { USER_DELETED, USER_STREAM_TYPE, userStreamId } from '../../domain/user.events';
import { SessionStore } from '../../sessions/session-store';
import { riprovaSeConflitto } from '../retry-on-conflict';
import { statoUtente } from '../user-stream/user-stream-state';
import { DeleteUserCommand } from './delete-user.command';

@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ id, amministratore, metadata }: DeleteUserCommand): Promise<void> {
    if (id === amministratore.userId) throw new BadRequestError('Non è possibile eliminare il proprio utente');
    await riprovaSeConflitto(() =>
      this.uow.run(async (tx) => {
        const { utente, versione } = await statoUtente(tx, id);
        await this.store.append(tx, userStreamId(id), USER_STREAM_TYPE, [{ type: USER_DELETED, data: { username: utente.username } }], versione, metadata);
        await this.sessions.deleteAllForUser(id);
      }),
    );
  }
}
