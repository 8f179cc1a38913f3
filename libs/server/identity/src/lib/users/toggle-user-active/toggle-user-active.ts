import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SEZIONE } from '@registro/contracts';
import {
  AggregateUseCases,
  UseCaseEndpoint,
  aggregateUseCase,
  decider,
  withMessaggio,
  type AnswerWithMessaggio,
  type AuthenticatedUser,
  type MessageOf,
} from '@registro/server-platform';
import { userAggregate } from '../../domain/user.aggregate';
import { SessionStore } from '../../sessions/session-store';
import { decideToggleUserActive } from './decide-toggle-user-active';

/** PUT /api/users/attiva/:id: the active/inactive switch of the user list; answers the new `attivo`. */
export const toggleUserActive = aggregateUseCase({
  name: 'ToggleUserActive',
  method: 'PUT',
  path: 'attiva/:id',
  permission: [SEZIONE.users, 'modifica'],
  decider: decider(userAggregate, decideToggleUserActive),
});

@Controller('users')
export class ToggleUserActiveEndpoint extends UseCaseEndpoint(toggleUserActive) {}

/** Deactivation ends the user's sessions; the message says which way it went. */
@CommandHandler(toggleUserActive.message)
export class ToggleUserActiveHandler implements ICommandHandler<MessageOf<typeof toggleUserActive>, AnswerWithMessaggio<{ attivo: boolean }>> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ input }: MessageOf<typeof toggleUserActive>): Promise<AnswerWithMessaggio<{ attivo: boolean }>> {
    const { id } = input;
    let attivo = false;
    await this.useCases.run(toggleUserActive, input, {
      stream: () => ({ id }),
      load: (_tx, { state }) => {
        attivo = !state.attivo;
        return { id, amministratore: input.user as AuthenticatedUser };
      },
    });
    if (!attivo) await this.sessions.deleteAllForUser(id);
    return withMessaggio(attivo ? 'Utente abilitato con successo' : 'Utente disabilitato con successo', { attivo });
  }
}
