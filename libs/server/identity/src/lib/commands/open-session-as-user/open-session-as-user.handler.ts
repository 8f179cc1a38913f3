import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PostgresEventStore } from '@registro/server-event-store';
import { ConflictError, NotFoundError, PG_POOL, UnitOfWork } from '@registro/server-platform';
import { signInRefusalReason } from '../../domain/user.aggregate';
import {
  SESSION_OPENED_BY_ADMINISTRATOR,
  USER_STREAM_TYPE,
  userStreamId,
  type SessionOpenedByAdministratorData,
} from '../../domain/user.events';
import { userWithGruppo } from '../../projections/users.read-model';
import { SessionStore } from '../../sessions/session-store';
import { generateToken, idSessione } from '../../sessions/session-token';
import { OpenSessionAsUserCommand } from './open-session-as-user.command';

/** A session opened by an administrator lasts at most this long, used or not. */
export const DURATA_SESSIONE_AMMINISTRATORE_MS = 15 * 60_000;

/** Application session: the user menu works in it (spec 1 §2). */
const SESSIONE_APPLICATIVA = 'A';

/** Recorded on the target user's stream, with the administrator's username, in the same transaction. */
@CommandHandler(OpenSessionAsUserCommand)
export class OpenSessionAsUserHandler implements ICommandHandler<OpenSessionAsUserCommand, string> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly sessions: SessionStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ sessionId, amministratore, metadata }: OpenSessionAsUserCommand): Promise<string> {
    const origine = await this.sessions.peek(sessionId);
    if (!origine) throw new NotFoundError('Sessione non trovata o scaduta');
    const utente = await userWithGruppo(this.pool, origine.userId);
    if (!utente || signInRefusalReason(utente, new Date()))
      throw new ConflictError(`Impossibile aprire la sessione: l'utente ${origine.username} non può accedere`);

    const token = generateToken();
    const nuova = idSessione(token);
    const adesso = Date.now();
    const data: SessionOpenedByAdministratorData = {
      sessionId: nuova,
      sessioneOrigine: sessionId,
      amministratore: amministratore.username,
      amministratoreId: amministratore.userId,
      scadenza: new Date(adesso + DURATA_SESSIONE_AMMINISTRATORE_MS).toISOString(),
    };
    await this.uow.run(async (tx) => {
      await this.store.append(tx, userStreamId(utente.id), USER_STREAM_TYPE, [{ type: SESSION_OPENED_BY_ADMINISTRATOR, data }], 'any', metadata);
      await this.sessions.create(
        nuova,
        { userId: utente.id, username: utente.username, sessionType: SESSIONE_APPLICATIVA, apertaDa: amministratore.username },
        adesso,
        DURATA_SESSIONE_AMMINISTRATORE_MS,
      );
    });
    return token;
  }
}
