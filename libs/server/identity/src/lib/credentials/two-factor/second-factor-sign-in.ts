import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { RispostaToken } from '@registro/contracts';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { UnauthenticatedError, BadRequestError, PG_POOL, UnitOfWork } from '@registro/server-platform';
import { openSession } from '../../commands/sign-in/open-session';
import { SignInRefused } from '../../domain/sign-in-refused';
import { signInRefusalReason } from '../../domain/user.aggregate';
import { credentialsByUsername } from '../../projections/users.read-model';
import { statoCredenziali } from '../credentials.read-model';
import { UserSessions } from '../lockout/user-sessions';
import { SigninAttempts } from '../lockout/signin-attempts';
import { CREDENTIALS_POLICY, type CredentialsPolicy } from '../credentials-policy';
import { OtpCodes } from './otp-codes';
import { TotpSecretCipher } from './totp-secret';
import type { RequestOrigin } from '../request-origin';

export const MESSAGGIO_OTP_OBBLIGATORIO = 'Il campo Codice O.T.P. è obbligatorio';
export const MESSAGGIO_OTP_ERRATO = 'Codice O.T.P. non valido';
export const MESSAGGIO_OTP_USATO = 'Codice O.T.P. già utilizzato: attendere il codice successivo';
export const MESSAGGIO_OTP_SENZA_ATTESA = "Codice O.T.P. non richiesto o scaduto: ripetere l'accesso";
export const MESSAGGIO_OTP_TROPPI_TENTATIVI = "Troppi codici O.T.P. errati: ripetere l'accesso";

/**
 * POST /api/token/twofactorauthenticator: the second step of a sign-in whose password step
 * answered TWO_FACTORY_AUTHENTICATOR. Valid only while that step's marker lives, a few tries per
 * marker; each code works once; wrong codes count towards the lockout like wrong passwords.
 */
@Injectable()
export class SecondFactorSignIn {
  constructor(
    readonly uow: UnitOfWork,
    readonly store: PostgresEventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CREDENTIALS_POLICY) private readonly policy: CredentialsPolicy,
    private readonly sessioni: UserSessions,
    private readonly tentativi: SigninAttempts,
    private readonly otp: OtpCodes,
    private readonly cifratura: TotpSecretCipher,
  ) {}

  async accedi(username: string | undefined, codice: string | undefined, da: RequestOrigin): Promise<RispostaToken> {
    const errori: string[] = [];
    if (!username?.trim()) errori.push('Il campo username è obbligatorio');
    if (!codice?.trim()) errori.push(MESSAGGIO_OTP_OBBLIGATORIO);
    if (errori.length) throw new BadRequestError(errori);

    const utente = await credentialsByUsername(this.pool, username!.trim());
    const tentativo = utente ? await this.otp.tentativo(utente.id) : null;
    if (!utente || tentativo === null) throw new UnauthenticatedError(MESSAGGIO_OTP_SENZA_ATTESA);
    if (tentativo > this.policy.tentativiOtp) {
      await this.otp.closePending(utente.id);
      throw new UnauthenticatedError(MESSAGGIO_OTP_TROPPI_TENTATIVI);
    }
    const motivo = signInRefusalReason(utente, new Date());
    if (motivo) {
      await this.otp.closePending(utente.id);
      const negato = SignInRefused.per(motivo);
      throw new UnauthenticatedError(negato.messaggio, { tipoErrore: negato.tipoErrore });
    }
    const stato = await statoCredenziali(this.pool, utente.id);
    if (!stato?.totpSegreto) throw new UnauthenticatedError(MESSAGGIO_OTP_SENZA_ATTESA);

    const metadata: EventMetadata = {
      userId: utente.id,
      userName: utente.username,
      ip: da.ip,
      userAgent: da.userAgent,
      correlationId: da.correlationId,
    };
    const esito = await this.otp.verify(utente.id, this.cifratura.decifra(stato.totpSegreto, utente.id), codice!.trim());
    if (esito !== 'valido') {
      if (await this.tentativi.codiceOtpErrato(utente.id, da, metadata)) await this.otp.closePending(utente.id);
      throw new UnauthenticatedError(esito === 'usato' ? MESSAGGIO_OTP_USATO : MESSAGGIO_OTP_ERRATO);
    }
    await this.otp.closePending(utente.id);
    return openSession({ uow: this.uow, store: this.store, sessions: this.sessioni.store }, utente, da, metadata);
  }
}
