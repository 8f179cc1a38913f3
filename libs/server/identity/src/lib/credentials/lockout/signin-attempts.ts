import { Inject, Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import {
  SIGNIN_STREAM_TYPE,
  STATO_UTENZA_BLOCCATA,
  USER_SIGNED_IN_FAILED,
  USER_STREAM_TYPE,
  signinStreamId,
  userStreamId,
  type SigninStreamEvent,
  type UserEvent,
  type UserSignedInFailedData,
} from '../../domain/user.events';
import { USER_BLOCKED, USER_SECOND_FACTOR_FAILED, type UserSecondFactorFailedData } from '../credentials.events';
import { CREDENTIALS_POLICY, type CredentialsPolicy } from '../credentials-policy';
import { UserSessions } from './user-sessions';

/**
 * Wrong passwords, wherever a password is checked (sign-in, change password, two-factor
 * enrolment), and wrong OTP codes: each is an event of the sign-in stream `signins-<id>` that adds
 * one to the user's consecutive failures in `utenti.accessi_falliti` (a successful sign-in resets
 * them); at the policy's threshold the account becomes BLOCCATA (UserBlocked, on `users-<id>`) in
 * the same transaction and its sessions end.
 */
@Injectable()
export class SigninAttempts {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly sessioni: UserSessions,
    @Inject(CREDENTIALS_POLICY) private readonly policy: CredentialsPolicy,
  ) {}

  /** A wrong password; answers true when this failure blocked the account. */
  passwordErrata(userId: number, da: { ip: string; userAgent: string }, metadata: EventMetadata): Promise<boolean> {
    const data: UserSignedInFailedData = { ip: da.ip, userAgent: da.userAgent, motivo: 'PASSWORD_ERRATA' };
    return this.fallimento(userId, { type: USER_SIGNED_IN_FAILED, data }, metadata);
  }

  /** A wrong or reused OTP code counts like a wrong password: guessing codes ends in a lockout too. */
  codiceOtpErrato(userId: number, da: { ip: string; userAgent: string }, metadata: EventMetadata): Promise<boolean> {
    const data: UserSecondFactorFailedData = { ip: da.ip, userAgent: da.userAgent };
    return this.fallimento(userId, { type: USER_SECOND_FACTOR_FAILED, data }, metadata);
  }

  private async fallimento(userId: number, evento: SigninStreamEvent, metadata: EventMetadata): Promise<boolean> {
    const bloccato = await this.uow.run(async (tx) => {
      await this.store.append(tx, signinStreamId(userId), SIGNIN_STREAM_TYPE, [evento], 'any', metadata);
      // the projection's UPDATE above holds the row lock: a concurrent failure waits and then sees this one
      const { rows } = await tx.query(`SELECT accessi_falliti, stato_utenza FROM utenti WHERE id = $1`, [userId]);
      const r = rows[0];
      const soglia = this.policy.sogliaBlocco;
      if (!r || soglia <= 0 || r.stato_utenza === STATO_UTENZA_BLOCCATA || r.accessi_falliti < soglia) return false;
      const blocco: UserEvent = { type: USER_BLOCKED, data: { tentativiFalliti: r.accessi_falliti } };
      await this.store.append(tx, userStreamId(userId), USER_STREAM_TYPE, [blocco], 'any', metadata);
      return true;
    });
    if (bloccato) await this.sessioni.terminaTutte(userId);
    return bloccato;
  }
}
