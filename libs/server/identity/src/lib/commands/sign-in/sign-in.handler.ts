import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { RispostaToken } from '@registro/contracts';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { PG_POOL, UnitOfWork } from '@registro/server-platform';
import { PostPasswordChecks } from '../../credentials/sign-in-checks/post-password-checks';
import { SigninAttempts } from '../../credentials/lockout/signin-attempts';
import { SignInRefused } from '../../domain/sign-in-refused';
import { verifyPassword, verifyDummyPassword } from '../../domain/password';
import { signInRefusalReason, type UserCredentials } from '../../domain/user.aggregate';
import {
  SIGNIN_STREAM_TYPE,
  USER_SIGNED_IN_FAILED,
  signinStreamId,
  type SignInRefusalReason,
  type UserSignedInFailedData,
} from '../../domain/user.events';
import { credentialsByUsername } from '../../projections/users.read-model';
import { SessionStore } from '../../sessions/session-store';
import { openSession } from './open-session';
import { SignInCommand } from './sign-in.command';

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, RispostaToken> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly sessions: SessionStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly tentativi: SigninAttempts,
    private readonly controlli: PostPasswordChecks,
  ) {}

  async execute(c: SignInCommand): Promise<RispostaToken> {
    const utente = await credentialsByUsername(this.pool, c.username);
    if (!utente) {
      await verifyDummyPassword(c.password);
      throw SignInRefused.per('PASSWORD_ERRATA');
    }
    const metadata: EventMetadata = {
      userId: utente.id,
      userName: utente.username,
      idGruppo: utente.gruppoId,
      ip: c.ip,
      userAgent: c.userAgent,
      correlationId: c.correlationId,
    };
    if (!(await verifyPassword(utente.passwordHash, c.password))) {
      // counts towards the lockout; the answer stays the one of an unknown user
      await this.tentativi.passwordErrata(utente.id, c, metadata);
      throw SignInRefused.per('PASSWORD_ERRATA');
    }
    const motivo = signInRefusalReason(utente, new Date());
    if (motivo) {
      await this.recordRefusal(utente, motivo, c, metadata);
      throw SignInRefused.per(motivo);
    }
    // temporary or expired password, or the OTP code still to give
    const rifiuto = await this.controlli.rifiuto(utente.id);
    if (rifiuto) throw rifiuto;

    return openSession({ uow: this.uow, store: this.store, sessions: this.sessions }, utente, c, metadata);
  }

  private async recordRefusal(
    user: UserCredentials,
    motivo: SignInRefusalReason,
    c: SignInCommand,
    metadata: EventMetadata,
  ): Promise<void> {
    const data: UserSignedInFailedData = { ip: c.ip, userAgent: c.userAgent, motivo };
    await this.uow.run((tx) =>
      this.store.append(tx, signinStreamId(user.id), SIGNIN_STREAM_TYPE, [{ type: USER_SIGNED_IN_FAILED, data }], 'any', metadata),
    );
  }
}
