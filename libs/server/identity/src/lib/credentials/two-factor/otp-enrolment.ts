import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { toDataURL } from 'qrcode';
import { PostgresEventStore, pipelinedWritesSettled, type EventMetadata } from '@registro/server-event-store';
import { UnauthenticatedError, NotFoundError, BadRequestError, PG_POOL, UnitOfWork } from '@registro/server-platform';
import { SignInRefused } from '../../domain/sign-in-refused';
import { verifyPassword } from '../../domain/password';
import { signInRefusalReason } from '../../domain/user.aggregate';
import { USER_STREAM_TYPE, userStreamId } from '../../domain/user.events';
import { credentialsByUsername } from '../../projections/users.read-model';
import {
  USER_TWO_FACTOR_ENROLLED,
  USER_TWO_FACTOR_ENROLMENT_SENT,
  type UserTwoFactorEnrolledData,
  type UserTwoFactorEnrolmentSentData,
} from '../credentials.events';
import { userById, userByUsername } from '../credentials.read-model';
import { CREDENTIALS_POLICY, type CredentialsPolicy } from '../credentials-policy';
import { OneTimeLinks } from '../links/one-time-links';
import { SigninAttempts } from '../lockout/signin-attempts';
import { Mailer } from '@registro/server-platform';
import { emailIscrizioneOtp } from '../mail/email-texts';
import { OtpCodes } from './otp-codes';
import { TotpSecretCipher } from './totp-secret';
import type { RequestOrigin } from '../request-origin';

export const MESSAGGIO_LINK_NON_VALIDO = 'Link non valido o scaduto';
export const MESSAGGIO_DUE_FATTORI_DISATTIVATI = 'Autenticazione a due fattori non abilitata';
export const MESSAGGIO_PASSWORD_NON_VALIDA = 'Password non valida';
export const MESSAGGIO_OTP_ATTIVATO = 'Autenticazione a due fattori attivata';

/** What the mailed enrolment link stands for; the secret appears once the password was given. */
interface LinkIscrizione {
  userId: number;
  /** encrypted, like in the read model */
  segretoCifrato?: string;
}

export interface EnrolmentQrCode {
  username: string;
  /** data:image/png;base64,... of the otpauth:// URI */
  qrCode: string;
  /** the same secret in Base32, for typing it into an app by hand */
  secret: string;
}

/**
 * Two-factor enrolment. The administrator's "send QR code" mails a single-use, expiring link; the
 * QR code appears only after the user gives the password on that link's page, and the secret is
 * active only once a code from the app is confirmed. The mailbox alone is never enough.
 */
@Injectable()
export class OtpEnrolment {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CREDENTIALS_POLICY) private readonly policy: CredentialsPolicy,
    private readonly link: OneTimeLinks,
    private readonly mailer: Mailer,
    private readonly otp: OtpCodes,
    private readonly cifratura: TotpSecretCipher,
    private readonly tentativi: SigninAttempts,
  ) {}

  /** GET /api/twofactor/sendqrcode: answers the username the e-mail went to. */
  async sendEmail(username: string | undefined, metadata: EventMetadata): Promise<string> {
    if (!this.policy.dueFattori) throw new BadRequestError(MESSAGGIO_DUE_FATTORI_DISATTIVATI);
    if (!username?.trim()) throw new BadRequestError('Il campo usernameUtente è obbligatorio');
    const utente = await userByUsername(this.pool, username.trim());
    if (!utente) throw new NotFoundError('Utente non trovato');
    if (!utente.email) throw new BadRequestError(`L'utente ${utente.username} non ha un indirizzo e-mail`);

    const token = await this.link.create<LinkIscrizione>('iscrizione-otp', { userId: utente.id }, this.policy.durataLinkMs);
    const url = `${this.policy.publicUrl}/login?attivaOtp=${token}`;
    const data: UserTwoFactorEnrolmentSentData = { email: utente.email };
    await this.uow.run(async (tx) => {
      await this.store.append(tx, userStreamId(utente.id), USER_STREAM_TYPE, [{ type: USER_TWO_FACTOR_ENROLMENT_SENT, data }], 'any', metadata);
      await pipelinedWritesSettled(tx); // the projections' writes, before the mail
      // inside the transaction: no event when the mail could not be sent
      await this.mailer.send(emailIscrizioneOtp(utente, url, this.policy.durataLinkMs));
    });
    return utente.username;
  }

  /** POST /api/twofactor/enrol: the QR code, once the link is valid and the password right. */
  async mostraQrCode(token: string | undefined, password: string | undefined, da: RequestOrigin): Promise<EnrolmentQrCode> {
    if (!password) throw new BadRequestError('Il campo password è obbligatorio');
    const link = await this.link.read<LinkIscrizione>('iscrizione-otp', token ?? '');
    const utente = link && (await userById(this.pool, link.userId));
    const credenziali = utente && (await credentialsByUsername(this.pool, utente.username));
    if (!link || !credenziali) throw new BadRequestError(MESSAGGIO_LINK_NON_VALIDO);

    const metadata: EventMetadata = { userId: credenziali.id, userName: credenziali.username, ...da };
    if (!(await verifyPassword(credenziali.passwordHash, password))) {
      await this.tentativi.passwordErrata(credenziali.id, da, metadata);
      throw new UnauthenticatedError(MESSAGGIO_PASSWORD_NON_VALIDA);
    }
    const motivo = signInRefusalReason(credenziali, new Date());
    if (motivo) throw new UnauthenticatedError(SignInRefused.per(motivo).messaggio);

    // the same secret while the link lives, so reopening the page shows the same QR code
    let segreto = link.segretoCifrato ? this.cifratura.decifra(link.segretoCifrato, credenziali.id) : undefined;
    if (!segreto) {
      segreto = this.otp.nuovoSegreto();
      const aggiornato = await this.link.update<LinkIscrizione>('iscrizione-otp', token!, {
        userId: credenziali.id,
        segretoCifrato: this.cifratura.cifra(segreto, credenziali.id),
      });
      if (!aggiornato) throw new BadRequestError(MESSAGGIO_LINK_NON_VALIDO);
    }
    return {
      username: credenziali.username,
      qrCode: await toDataURL(this.otp.uri(segreto, credenziali.username)),
      secret: segreto,
    };
  }

  /** POST /api/twofactor/conferma: a code from the app activates the secret and uses the link up. */
  async confirm(token: string | undefined, codice: string | undefined, da: RequestOrigin): Promise<void> {
    if (!codice?.trim()) throw new BadRequestError('Il campo Codice O.T.P. è obbligatorio');
    const link = await this.link.read<LinkIscrizione>('iscrizione-otp', token ?? '');
    if (!link?.segretoCifrato) throw new BadRequestError(MESSAGGIO_LINK_NON_VALIDO);
    const segreto = this.cifratura.decifra(link.segretoCifrato, link.userId);
    if ((await this.otp.verify(link.userId, segreto, codice.trim())) !== 'valido')
      throw new BadRequestError('Codice O.T.P. non valido');
    if (!(await this.link.consuma('iscrizione-otp', token!))) throw new BadRequestError(MESSAGGIO_LINK_NON_VALIDO);

    const utente = await userById(this.pool, link.userId);
    if (!utente) throw new BadRequestError(MESSAGGIO_LINK_NON_VALIDO);
    const metadata: EventMetadata = { userId: utente.id, userName: utente.username, ...da };
    const data: UserTwoFactorEnrolledData = { segretoCifrato: link.segretoCifrato };
    await this.uow.run((tx) =>
      this.store.append(tx, userStreamId(utente.id), USER_STREAM_TYPE, [{ type: USER_TWO_FACTOR_ENROLLED, data }], 'any', metadata),
    );
  }
}
