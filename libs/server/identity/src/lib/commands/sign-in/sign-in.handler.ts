import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { RispostaToken } from '@registro/contracts';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { PG_POOL, UnitOfWork } from '@registro/server-platform';
import { AccessoNegato } from '../../domain/accesso-negato';
import { verificaPassword, verificaPasswordFittizia } from '../../domain/password';
import { motivoAccessoNegato, type CredenzialiUtente } from '../../domain/user.aggregate';
import {
  USER_SIGNED_IN,
  USER_SIGNED_IN_FAILED,
  USER_STREAM_TYPE,
  userStreamId,
  type MotivoAccessoNegato,
  type UserSignedInData,
  type UserSignedInFailedData,
} from '../../domain/user.events';
import { credenzialiPerUsername } from '../../projections/utenti.read-model';
import { SessionStore } from '../../sessions/session-store';
import { generaToken, idSessione } from '../../sessions/session-token';
import { riprovaSeConflitto } from '../retry-on-conflict';
import { SignInCommand } from './sign-in.command';

/** Application session (spec 1 §2: the user menu is enabled only for type A). */
const SESSIONE_APPLICATIVA = 'A';

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, RispostaToken> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly sessions: SessionStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute(c: SignInCommand): Promise<RispostaToken> {
    const utente = await credenzialiPerUsername(this.pool, c.username);
    if (!utente) {
      await verificaPasswordFittizia(c.password);
      throw AccessoNegato.per('PASSWORD_ERRATA');
    }
    const metadata: EventMetadata = {
      userId: utente.id,
      userName: utente.username,
      ip: c.ip,
      userAgent: c.userAgent,
      correlationId: c.correlationId,
    };
    const motivo: MotivoAccessoNegato | null = (await verificaPassword(utente.passwordHash, c.password))
      ? motivoAccessoNegato(utente, new Date())
      : 'PASSWORD_ERRATA';
    if (motivo) {
      await this.registraRifiuto(utente, motivo, c, metadata);
      throw AccessoNegato.per(motivo);
    }

    const token = generaToken();
    const sessionId = idSessione(token);
    const data: UserSignedInData = { ip: c.ip, userAgent: c.userAgent, sessionId };
    await riprovaSeConflitto(() =>
      this.uow.run(async (tx) => {
        await this.store.append(tx, userStreamId(utente.id), USER_STREAM_TYPE, [{ type: USER_SIGNED_IN, data: { ...data } }], 'any', metadata);
        // Inside the transaction: if Redis fails, no sign-in is recorded.
        await this.sessions.create(sessionId, { userId: utente.id, username: utente.username, sessionType: SESSIONE_APPLICATIVA });
      }),
    );
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: Math.round(this.sessions.policy.idleMs / 1000),
    };
  }

  private async registraRifiuto(
    utente: CredenzialiUtente,
    motivo: MotivoAccessoNegato,
    c: SignInCommand,
    metadata: EventMetadata,
  ): Promise<void> {
    const data: UserSignedInFailedData = { ip: c.ip, userAgent: c.userAgent, motivo };
    await riprovaSeConflitto(() =>
      this.uow.run((tx) =>
        this.store.append(tx, userStreamId(utente.id), USER_STREAM_TYPE, [{ type: USER_SIGNED_IN_FAILED, data: { ...data } }], 'any', metadata),
      ),
    );
  }
}
