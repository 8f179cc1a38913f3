import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { REGISTRO_CONFIG, type RegistroConfig } from '../config/registro-config';

/**
 * One e-mail: Italian plain text and a simple HTML version of the same text. The field names are
 * persisted (the operations outbox keeps e-mails as this JSON): do not rename them.
 */
export interface Email {
  a: string;
  oggetto: string;
  testo: string;
  html: string;
}

/** Every e-mail of the application goes through here (nodemailer on SMTP_URL, sender MAIL_FROM). */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private transporter?: Transporter;

  constructor(@Inject(REGISTRO_CONFIG) private readonly config: Pick<RegistroConfig, 'smtpUrl' | 'mailFrom'>) {}

  async send(email: Email): Promise<void> {
    this.transporter ??= createTransport(this.config.smtpUrl);
    await this.transporter.sendMail({
      from: this.config.mailFrom,
      to: email.a,
      subject: email.oggetto,
      text: email.testo,
      html: email.html,
    });
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
    this.transporter = undefined;
  }
}
