import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { SIGNIN_STREAM_TYPE, USER_SIGNED_OUT, signinStreamId, type UserSignedOutData } from '../../domain/user.events';
import { SessionStore } from '../../sessions/session-store';
import { SignOutCommand } from './sign-out.command';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ user, metadata }: SignOutCommand): Promise<void> {
    const data: UserSignedOutData = { sessionId: user.sessionId };
    await this.uow.run(async (tx) => {
      await this.store.append(tx, signinStreamId(user.userId), SIGNIN_STREAM_TYPE, [{ type: USER_SIGNED_OUT, data }], 'any', metadata);
      await this.sessions.delete(user.sessionId);
    });
  }
}
