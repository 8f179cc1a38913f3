import { Module, OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { ParametriConfigurazione, REDIS, REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import { registerCredentialsHistory } from './credentials-history';
import { CREDENTIALS_POLICY, politicaCredenzialiDaParametri } from './credentials-policy';
import { credentialsProjection } from './credentials.projection';
import { UserCredentialsController } from './http/user-credentials.controller';
import { TwoFactorController } from './http/two-factor.controller';
import { RegistrationController } from './http/registration.controller';
import { OneTimeLinks } from './links/one-time-links';
import { UserSessions } from './lockout/user-sessions';
import { SigninAttempts } from './lockout/signin-attempts';
import { ChangePassword } from './password/change-password';
import { ResetPassword } from './password/reset-password';
import { Registration } from './registration/registration';
import { PostPasswordChecks } from './sign-in-checks/post-password-checks';
import { SecondFactorSignIn } from './two-factor/second-factor-sign-in';
import { OtpCodes } from './two-factor/otp-codes';
import { OtpEnrolment } from './two-factor/otp-enrolment';
import { TotpSecretCipher } from './two-factor/totp-secret';
import { UnlockUser } from './unlock/unlock-user';

/**
 * The credential lifecycle (issue 3): password expiry, temporary passwords, lockout and unlock,
 * two-factor sign-in and enrolment, change and reset password, self-registration, e-mail.
 * Imported by IdentityModule, whose sign-in uses SigninAttempts and PostPasswordChecks.
 */
@Module({
  imports: [AuditModule],
  controllers: [UserCredentialsController, TwoFactorController, RegistrationController],
  providers: [
    {
      provide: CREDENTIALS_POLICY,
      useFactory: (config: RegistroConfig, parametri: ParametriConfigurazione) => politicaCredenzialiDaParametri(config.publicUrl, parametri),
      inject: [REGISTRO_CONFIG, ParametriConfigurazione],
    },
    {
      provide: OneTimeLinks,
      useFactory: (redis: Redis, config: RegistroConfig) => new OneTimeLinks(redis, config.redisPrefix),
      inject: [REDIS, REGISTRO_CONFIG],
    },
    { provide: TotpSecretCipher, useFactory: () => TotpSecretCipher.daAmbiente() },
    UserSessions,
    SigninAttempts,
    OtpCodes,
    PostPasswordChecks,
    SecondFactorSignIn,
    OtpEnrolment,
    ChangePassword,
    ResetPassword,
    UnlockUser,
    Registration,
  ],
  exports: [CREDENTIALS_POLICY, SigninAttempts, PostPasswordChecks],
})
export class CredentialsModule implements OnApplicationBootstrap {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  /** After every module's init: the utenti projection (which inserts the row) must run first. */
  onApplicationBootstrap(): void {
    this.store.registerInlineProjection(credentialsProjection);
    registerCredentialsHistory(this.history);
  }
}
