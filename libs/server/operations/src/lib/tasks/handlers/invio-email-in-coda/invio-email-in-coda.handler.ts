import { Mailer } from '@registro/server-platform';
import { MailOutbox } from '../../mail/mail-outbox';
import { RegisterTaskHandler, type TaskRunContext, type TaskHandler } from '../task-handler';

/** Sends the e-mails waiting in the outbox through the application's mailer (SMTP_URL). */
@RegisterTaskHandler('InvioEmailInCoda', 'Invia le e-mail in coda e riprova quelle non consegnate')
export class SendQueuedEmailsHandler implements TaskHandler {
  constructor(
    private readonly posta: MailOutbox,
    private readonly mailer: Mailer,
  ) {}

  async run(context: TaskRunContext): Promise<void> {
    const coda = await this.posta.pending();
    await context.log(`E-mail da inviare: ${coda.length}`);
    let inviate = 0;
    for (const voce of coda) {
      if (context.signal.aborted) break;
      try {
        await this.mailer.send(voce.email);
        await this.posta.inviata(voce.id);
        inviate++;
        await context.log(`Inviata a ${voce.email.a}: ${voce.email.oggetto}`);
      } catch (e) {
        const errore = e instanceof Error ? e.message : String(e);
        await this.posta.fallita(voce.id, errore);
        await context.log(`Non consegnata a ${voce.email.a} (tentativo ${voce.tentativi + 1}): ${errore}`);
      }
    }
    await context.log(`E-mail inviate: ${inviate} su ${coda.length}`);
    if (inviate < coda.length && !context.signal.aborted) throw new Error(`${coda.length - inviate} e-mail non consegnate`);
  }
}
