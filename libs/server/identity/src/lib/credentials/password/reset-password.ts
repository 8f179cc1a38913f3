import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { PostgresEventStore, pipelinedWritesSettled, type EventMetadata } from '@registro/server-event-store';
import { BadRequestError, PG_POOL, UnitOfWork } from '@registro/server-platform';
import { hashPassword } from '../../domain/password';
import { USER_STREAM_TYPE, userStreamId } from '../../domain/user.events';
import {
  USER_PASSWORD_RESET,
  USER_PASSWORD_RESET_REQUESTED,
  type UserPasswordResetData,
  type UserPasswordResetRequestedData,
} from '../credentials.events';
import { userById, usersByEmail, type UserToContact } from '../credentials.read-model';
import { CREDENTIALS_POLICY, type CredentialsPolicy } from '../credentials-policy';
import { OneTimeLinks } from '../links/one-time-links';
import { UserSessions } from '../lockout/user-sessions';
import { Mailer } from '@registro/server-platform';
import { emailResetPassword } from '../mail/email-texts';
import type { RequestOrigin } from '../request-origin';
import { MESSAGGIO_LINK_NON_VALIDO } from '../two-factor/otp-enrolment';
import { newPasswordErrors } from './password-rules';

export const MESSAGGIO_EMAIL_OBBLIGATORIA = "L'indirizzo email è obbligatorio";
export const MESSAGGIO_RESET_RICHIESTO = "Se l'indirizzo è registrato riceverà una e-mail con le istruzioni";

interface LinkReset {
  userId: number;
}

/**
 * Reset password by e-mail: PUT users/resetpassword?email= mails a single-use, expiring link
 * `${PUBLIC_URL}/login?resetPassword=<token>` to every account with that address, answering the
 * same whether or not one exists (the mail leaves in the background, so the timing does not tell
 * either); PUT users/resetpassword/conferma sets the new password with that token.
 */
@Injectable()
export class ResetPassword {
  private readonly log = new Logger(ResetPassword.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CREDENTIALS_POLICY) private readonly policy: CredentialsPolicy,
    private readonly link: OneTimeLinks,
    private readonly mailer: Mailer,
    private readonly sessioni: UserSessions,
  ) {}

  richiedi(email: string | undefined, da: RequestOrigin): string {
    const indirizzo = email?.trim() ?? '';
    if (!indirizzo) throw new BadRequestError(MESSAGGIO_EMAIL_OBBLIGATORIA);
    if (indirizzo.length > 320) throw new BadRequestError("L'indirizzo email non è valido");
    void this.sendLink(indirizzo, da).catch((e) => this.log.error(`Invio del link di reset non riuscito: ${String(e)}`));
    return MESSAGGIO_RESET_RICHIESTO;
  }

  private async sendLink(email: string, da: RequestOrigin): Promise<void> {
    for (const utente of await usersByEmail(this.pool, email)) {
      if (!utente.attivo) continue;
      const token = await this.link.create<LinkReset>('reset-password', { userId: utente.id }, this.policy.durataLinkMs);
      const url = `${this.policy.publicUrl}/login?resetPassword=${token}`;
      const data: UserPasswordResetRequestedData = { email: utente.email };
      await this.uow.run(async (tx) => {
        await this.store.append(tx, userStreamId(utente.id), USER_STREAM_TYPE, [{ type: USER_PASSWORD_RESET_REQUESTED, data }], 'any', this.metadata(utente, da));
        await pipelinedWritesSettled(tx); // the projections' writes, before the mail
        await this.mailer.send(emailResetPassword(utente, url, this.policy.durataLinkMs));
      });
    }
  }

  async confirm(token: string | undefined, nuova: string | undefined, verifica: string | undefined, da: RequestOrigin): Promise<void> {
    const errori = newPasswordErrors(nuova, verifica);
    if (errori.length) throw new BadRequestError(errori);
    const link = await this.link.consuma<LinkReset>('reset-password', token ?? '');
    const utente = link && (await userById(this.pool, link.userId));
    if (!utente) throw new BadRequestError(MESSAGGIO_LINK_NON_VALIDO);

    const data: UserPasswordResetData = { passwordHash: await hashPassword(nuova!), temporanea: false, origine: 'LINK_EMAIL' };
    await this.uow.run((tx) =>
      this.store.append(tx, userStreamId(utente.id), USER_STREAM_TYPE, [{ type: USER_PASSWORD_RESET, data }], 'any', this.metadata(utente, da)),
    );
    await this.sessioni.terminaTutte(utente.id);
  }

  private metadata(user: UserToContact, da: RequestOrigin): EventMetadata {
    return { userId: user.id, userName: user.username, ip: da.ip, userAgent: da.userAgent, correlationId: da.correlationId };
  }
}
