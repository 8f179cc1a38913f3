import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@registro/server-platform';
import { SignInRefused } from '../../domain/sign-in-refused';
import { statoCredenziali } from '../credentials.read-model';
import { CREDENTIALS_POLICY, type CredentialsPolicy } from '../credentials-policy';
import { OtpCodes } from '../two-factor/otp-codes';

export const MESSAGGIO_PASSWORD_TEMPORANEA = 'Password temporanea: è necessario cambiarla';
export const MESSAGGIO_PASSWORD_SCADUTA = 'Password scaduta: è necessario cambiarla';
export const MESSAGGIO_CODICE_OTP_RICHIESTO = 'Inserire il codice O.T.P.';

const GIORNO_MS = 24 * 60 * 60_000;

/**
 * What still stands between a right password and a session (spec 1 §4, login): a temporary
 * password, an expired one, or the second factor. Asked only once the password is right, so
 * these answers never tell a guesser anything.
 */
@Injectable()
export class PostPasswordChecks {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CREDENTIALS_POLICY) private readonly policy: CredentialsPolicy,
    private readonly otp: OtpCodes,
  ) {}

  /** The refusal to answer, or null when the session may open now. */
  async rifiuto(userId: number, adesso = new Date()): Promise<SignInRefused | null> {
    const stato = await statoCredenziali(this.pool, userId);
    if (!stato) return null;
    if (stato.passwordTemporanea) return new SignInRefused('PASSWORD_TEMPORANY', MESSAGGIO_PASSWORD_TEMPORANEA);
    if (this.scaduta(stato.passwordCambiataIl, adesso)) return new SignInRefused('PASSWORD_EXPIRED', MESSAGGIO_PASSWORD_SCADUTA);
    if (this.policy.dueFattori && stato.totpSegreto) {
      await this.otp.openPending(userId);
      return new SignInRefused('TWO_FACTORY_AUTHENTICATOR', MESSAGGIO_CODICE_OTP_RICHIESTO);
    }
    return null;
  }

  scaduta(cambiataIl: Date, adesso: Date): boolean {
    const giorni = this.policy.scadenzaPasswordGiorni;
    return giorni > 0 && cambiataIl.getTime() + giorni * GIORNO_MS <= adesso.getTime();
  }
}
