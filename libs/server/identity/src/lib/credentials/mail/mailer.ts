import { createTransport, type Transporter } from 'nodemailer';

/** One e-mail: Italian plain text and a simple HTML version of the same text. */
export interface Email {
  a: string;
  oggetto: string;
  testo: string;
  html: string;
}

/** Every e-mail of the application goes through here (nodemailer on SMTP_URL). */
export class Mailer {
  private transporter?: Transporter;

  constructor(
    private readonly smtpUrl: string,
    private readonly mittente: string,
  ) {}

  async invia(email: Email): Promise<void> {
    this.transporter ??= createTransport(this.smtpUrl);
    await this.transporter.sendMail({
      from: this.mittente,
      to: email.a,
      subject: email.oggetto,
      text: email.testo,
      html: email.html,
    });
  }

  chiudi(): void {
    this.transporter?.close();
    this.transporter = undefined;
  }
}
