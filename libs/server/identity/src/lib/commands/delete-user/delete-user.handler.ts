import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { BadRequestError, UnitOfWork } from '@registro/server-platform';
import { userAggregate } from '../../domain/user.aggregate';
import { USER_DELETED, userStreamId, type UserEvent } from '../../domain/user.events';
import { SessionStore } from '../../sessions/session-store';
import { existingUser } from '../user-stream/existing-user';
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
    await this.uow.run(async (tx) => {
      await this.store.handleCommand(
        tx,
        userStreamId(id),
        userAggregate,
        (state): UserEvent[] => [{ type: USER_DELETED, data: { username: existingUser(state).username } }],
        { metadata },
      );
      await this.sessions.deleteAllForUser(id);
    });
  }
}
