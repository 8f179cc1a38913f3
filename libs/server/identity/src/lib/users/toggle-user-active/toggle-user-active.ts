import { Controller, Param, Put, Req } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Request } from 'express';
import { SEZIONE } from '@registro/contracts';
import {
  AggregateUseCases,
  CurrentUser,
  IdPipe,
  RequiresPermission,
  aggregateUseCase,
  decider,
  messaggio,
  metadataFrom,
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

/**
 * Written by hand over the declaration: the answer's message depends on the outcome (enabled or
 * disabled), which the kit's `answer.messaggio` (one text) cannot say.
 */
@Controller('users')
export class ToggleUserActiveEndpoint {
  constructor(private readonly commands: CommandBus) {}

  @Put(toggleUserActive.path)
  @RequiresPermission(SEZIONE.users, 'modifica')
  async handle(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const attivo: boolean = await this.commands.execute(
      new toggleUserActive.message({ id, body: undefined, query: undefined, metadata: metadataFrom(req, user), user }),
    );
    return messaggio(attivo ? 'Utente abilitato con successo' : 'Utente disabilitato con successo', { attivo });
  }
}

/** Deactivation ends the user's sessions. */
@CommandHandler(toggleUserActive.message)
export class ToggleUserActiveHandler implements ICommandHandler<MessageOf<typeof toggleUserActive>, boolean> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ input }: MessageOf<typeof toggleUserActive>): Promise<boolean> {
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
    return attivo;
  }
}
