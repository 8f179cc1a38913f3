import { expect } from '@playwright/test';

/** MailDev started by the Playwright config (webServer) and used as the api's SMTP server. */
export const MAILDEV_WEB = `http://127.0.0.1:${process.env.E2E_MAILDEV_WEB_PORT || 1180}`;

interface MailDev {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** Waits for the e-mail to this address whose subject contains the text, and answers its plain text. */
export async function attendiEmail(indirizzo: string, oggetto: string): Promise<string> {
  let trovata: MailDev | undefined;
  await expect
    .poll(
      async () => {
        const email = (await (await fetch(`${MAILDEV_WEB}/email`)).json()) as MailDev[];
        trovata = email.reverse().find((m) => m.subject.includes(oggetto) && m.to.some((d) => d.address.toLowerCase() === indirizzo.toLowerCase()));
        return !!trovata;
      },
      { timeout: 15_000, message: `e-mail "${oggetto}" a ${indirizzo}` },
    )
    .toBe(true);
  return (trovata as MailDev).text;
}

/** The first link of the mail that goes to the app. */
export function linkNellaEmail(testo: string): URL {
  const riga = testo.split('\n').find((r) => /^https?:\/\//.test(r.trim()));
  expect(riga, testo).toBeTruthy();
  return new URL((riga as string).trim());
}
