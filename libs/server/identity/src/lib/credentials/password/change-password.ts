import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { BadRequestError, PG_POOL, UnitOfWork, type AuthenticatedUser } from '@registro/server-platform';
import { SignInRefused, MESSAGGIO_CREDENZIALI_ERRATE } from '../../domain/sign-in-refused';
import { hashPassword, verifyPassword, verifyDummyPassword } from '../../domain/password';
import { signInRefusalReason, type UserCredentials } from '../../domain/user.aggregate';
import { USER_STREAM_TYPE, userStreamId } from '../../domain/user.events';
import { credentialsByUsername } from '../../projections/users.read-model';
import { USER_PASSWORD_CHANGED, type UserPasswordChangedData } from '../credentials.events';
import { UserSessions } from '../lockout/user-sessions';
import { SigninAttempts } from '../lockout/signin-attempts';
import type { RequestOrigin } from '../request-origin';
import { changePasswordErrors, type PasswordChange } from './password-rules';

export const MESSAGGIO_VECCHIA_PASSWORD_ERRATA = 'La vecchia password non è corretta';

/**
 * Change password, knowing the old one: the signed-in user's own (PUT users/cambiapasswordutente)
 * or, from the login's expired/temporary modals, by username (PUT users/cambiapassword). A wrong
 * old password counts towards the lockout like a failed sign-in. Afterwards every other session
 * of the user ends.
 */
@Injectable()
export class ChangePassword {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly tentativi: SigninAttempts,
    private readonly sessioni: UserSessions,
  ) {}

  async propria(user: AuthenticatedUser, data: PasswordChange, da: RequestOrigin): Promise<void> {
    this.valida(data);
    const utente = await credentialsByUsername(this.pool, user.username);
    if (!utente || utente.id !== user.userId) throw new BadRequestError(MESSAGGIO_VECCHIA_PASSWORD_ERRATA);
    const metadata = this.metadata(utente, da);
    if (!(await verifyPassword(utente.passwordHash, data.oldPassword!))) {
      await this.tentativi.passwordErrata(utente.id, da, metadata);
      throw new BadRequestError(MESSAGGIO_VECCHIA_PASSWORD_ERRATA);
    }
    await this.cambia(utente, data.newPassword!, metadata, user.sessionId);
    await this.sessioni.terminaTutte(utente.id, user.sessionId);
  }

  /** Unknown username and wrong old password get the same answer, like the sign-in. */
  async conUsername(username: string | undefined, data: PasswordChange, da: RequestOrigin): Promise<void> {
    if (!username?.trim()) throw new BadRequestError(['Il campo username è obbligatorio', ...changePasswordErrors(data)]);
    this.valida(data);
    const utente = await credentialsByUsername(this.pool, username.trim());
    if (!utente) {
      await verifyDummyPassword(data.oldPassword!);
      throw new BadRequestError(MESSAGGIO_CREDENZIALI_ERRATE);
    }
    const metadata = this.metadata(utente, da);
    if (!(await verifyPassword(utente.passwordHash, data.oldPassword!))) {
      await this.tentativi.passwordErrata(utente.id, da, metadata);
      throw new BadRequestError(MESSAGGIO_CREDENZIALI_ERRATE);
    }
    const motivo = signInRefusalReason(utente, new Date());
    if (motivo) throw new BadRequestError(SignInRefused.per(motivo).messaggio);
    await this.cambia(utente, data.newPassword!, metadata);
    await this.sessioni.terminaTutte(utente.id);
  }

  private valida(data: PasswordChange): void {
    const errori = changePasswordErrors(data);
    if (errori.length) throw new BadRequestError(errori);
  }

  private metadata(user: UserCredentials, da: RequestOrigin): EventMetadata {
    return { userId: user.id, userName: user.username, ip: da.ip, userAgent: da.userAgent, correlationId: da.correlationId };
  }

  private async cambia(user: UserCredentials, nuova: string, metadata: EventMetadata, sessioneMantenuta?: string): Promise<void> {
    const data: UserPasswordChangedData = { passwordHash: await hashPassword(nuova), ...(sessioneMantenuta ? { sessioneMantenuta } : {}) };
    await this.uow.run((tx) =>
      this.store.append(tx, userStreamId(user.id), USER_STREAM_TYPE, [{ type: USER_PASSWORD_CHANGED, data }], 'any', metadata),
    );
  }
}
