import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SEZIONE } from '@registro/contracts';
import { AggregateUseCases, BadRequestError, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { userAggregate } from '../../domain/user.aggregate';
import { SessionStore } from '../../sessions/session-store';
import { decideDeleteUser } from './decide-delete-user';

/** DELETE /api/users/:id: gone from the lists and unable to sign in; its history stays. */
export const deleteUser = aggregateUseCase({
  name: 'DeleteUser',
  method: 'DELETE',
  path: ':id',
  permission: [SEZIONE.users, 'elimina'],
  decider: decider(userAggregate, decideDeleteUser),
  answer: { messaggio: 'Utente eliminato con successo' },
});

/** In UsersAdminHttpModule, with the other /api/users/:id writes. */
@Controller('users')
export class DeleteUserEndpoint extends UseCaseEndpoint(deleteUser) {}

/** Never one's own user; the deleted user's sessions end. */
@CommandHandler(deleteUser.message)
export class DeleteUserHandler implements ICommandHandler<MessageOf<typeof deleteUser>, { id: number }> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ input }: MessageOf<typeof deleteUser>): Promise<{ id: number }> {
    const { id } = input;
    if (id === input.user?.userId) throw new BadRequestError('Non è possibile eliminare il proprio utente');
    await this.useCases.run(deleteUser, input, { stream: () => ({ id }), load: () => undefined });
    await this.sessions.deleteAllForUser(id);
    return { id };
  }
}
