import { Module, OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { ParametriConfigurazione, REDIS, REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import { registraStoriaCredenziali } from './credentials-history';
import { CREDENTIALS_POLICY, politicaCredenzialiDaParametri } from './credentials-policy';
import { credentialsProjection } from './credentials.projection';
import { CredenzialiUtentiController } from './http/credenziali-utenti.controller';
import { DueFattoriController } from './http/due-fattori.controller';
import { RegistrazioneController } from './http/registrazione.controller';
import { LinkMonouso } from './links/link-monouso';
import { SessioniUtente } from './lockout/sessioni-utente';
import { TentativiAccesso } from './lockout/tentativi-accesso';
import { CambioPasswordUtente } from './password/cambio-password';
import { ResetPassword } from './password/reset-password';
import { Registrazione } from './registration/registrazione';
import { ControlliDopoPassword } from './sign-in-checks/controlli-dopo-password';
import { AccessoSecondoFattore } from './two-factor/accesso-secondo-fattore';
import { CodiciOtp } from './two-factor/codici-otp';
import { IscrizioneOtp } from './two-factor/iscrizione-otp';
import { CifraturaSegretoTotp } from './two-factor/segreto-totp';
import { SbloccaUtente } from './unlock/sblocca-utente';

/**
 * The credential lifecycle (issue 3): password expiry, temporary passwords, lockout and unlock,
 * two-factor sign-in and enrolment, change and reset password, self-registration, e-mail.
 * Imported by IdentityModule, whose sign-in uses TentativiAccesso and ControlliDopoPassword.
 */
@Module({
  imports: [AuditModule],
  controllers: [CredenzialiUtentiController, DueFattoriController, RegistrazioneController],
  providers: [
    {
      provide: CREDENTIALS_POLICY,
      useFactory: (config: RegistroConfig, parametri: ParametriConfigurazione) => politicaCredenzialiDaParametri(config.publicUrl, parametri),
      inject: [REGISTRO_CONFIG, ParametriConfigurazione],
    },
    {
      provide: LinkMonouso,
      useFactory: (redis: Redis, config: RegistroConfig) => new LinkMonouso(redis, config.redisPrefix),
      inject: [REDIS, REGISTRO_CONFIG],
    },
    { provide: CifraturaSegretoTotp, useFactory: () => CifraturaSegretoTotp.daAmbiente() },
    SessioniUtente,
    TentativiAccesso,
    CodiciOtp,
    ControlliDopoPassword,
    AccessoSecondoFattore,
    IscrizioneOtp,
    CambioPasswordUtente,
    ResetPassword,
    SbloccaUtente,
    Registrazione,
  ],
  exports: [CREDENTIALS_POLICY, TentativiAccesso, ControlliDopoPassword],
})
export class CredentialsModule implements OnApplicationBootstrap {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  /** After every module's init: the utenti projection (which inserts the row) must run first. */
  onApplicationBootstrap(): void {
    this.store.registerInlineProjection(credentialsProjection);
    registraStoriaCredenziali(this.history);
  }
}
