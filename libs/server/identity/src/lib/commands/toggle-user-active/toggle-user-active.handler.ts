import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { userAggregate } from '../../domain/user.aggregate';
import { userStreamId, type UserEvent } from '../../domain/user.events';
import { SessionStore } from '../../sessions/session-store';
import { existingUser } from '../user-stream/existing-user';
import { activationEvent } from './activation-event';
import { ToggleUserActiveCommand } from './toggle-user-active.command';

/** Deactivation ends the user's sessions in the same transaction. */
@CommandHandler(ToggleUserActiveCommand)
export class ToggleUserActiveHandler implements ICommandHandler<ToggleUserActiveCommand, boolean> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly sessions: SessionStore,
  ) {}

  execute({ id, amministratore, metadata }: ToggleUserActiveCommand): Promise<boolean> {
    return this.uow.run(async (tx) => {
      const { newState } = await this.store.handleCommand(
        tx,
        userStreamId(id),
        userAggregate,
        (state): UserEvent[] => {
          const utente = existingUser(state);
          const evento = activationEvent({ id, attivo: utente.attivo }, !utente.attivo, amministratore);
          return evento ? [evento] : [];
        },
        { metadata },
      );
      if (!newState.attivo) await this.sessions.deleteAllForUser(id);
      return newState.attivo;
    });
  }
}
