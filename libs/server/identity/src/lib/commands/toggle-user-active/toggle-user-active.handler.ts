import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { USER_STREAM_TYPE, userStreamId } from '../../domain/user.events';
import { SessionStore } from '../../sessions/session-store';
import { riprovaSeConflitto } from '../retry-on-conflict';
import { statoUtente } from '../user-stream/user-stream-state';
import { eventoAttivazione } from './evento-attivazione';
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
    return riprovaSeConflitto(() =>
      this.uow.run(async (tx) => {
        const { utente, versione } = await statoUtente(tx, id);
        const attivo = !utente.attivo;
        const evento = eventoAttivazione(utente, attivo, amministratore);
        if (evento) await this.store.append(tx, userStreamId(id), USER_STREAM_TYPE, [evento], versione, metadata);
        if (!attivo) await this.sessions.deleteAllForUser(id);
        return attivo;
      }),
    );
  }
}
