import { expect, test, type Page } from '@playwright/test';
import { accedi, vociPrincipali } from './accesso';
import { creaUtente } from './support/api';
import { conConfig } from './support/config-app';
import { attendiEmail, linkNellaEmail } from './support/maildev';
import { attesaProssimoPasso, codiceTotp } from './support/totp';

// unique per run, so that a retry does not meet the records of the failed attempt
const SUFFISSO = Date.now().toString(36);

async function compilaCredenziali(page: Page, username: string, password: string) {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('form.registro-login-form').getByRole('button', { name: 'Accedi' }).click();
}

/** The mailed link opened in this browser, on the server the tests run against. */
const apriLink = (page: Page, link: URL) => page.goto(`${link.pathname}${link.search}`);

const dialogo = (page: Page, titolo: string) => page.getByRole('dialog').filter({ hasText: titolo });

test('self-registration: validation link, temporary password, the Password Temporanea modal, then Home', async ({ page }) => {
  const username = `reg${SUFFISSO}`;
  const email = `${username}@registro.test`;
  await conConfig(page, { registrazione: true });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Registrazione' }).click();
  const registrazione = dialogo(page, 'Registrazione');
  await registrazione.getByLabel('Nome', { exact: true }).fill('Lucia');
  await registrazione.getByLabel('Cognome').fill('Bianchi');
  await registrazione.getByLabel('E-Mail').fill(email);
  await registrazione.getByLabel('Username').fill(username);
  await registrazione.getByLabel('Comune').fill('Roma');
  await registrazione.getByLabel('Indirizzo').fill('Via Appia');
  await registrazione.getByLabel('N. Civico').fill('1');
  await registrazione.getByLabel('Cap').fill('00100');
  await registrazione.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Utenza Creata Riceverà una mail a breve')).toBeVisible();

  const validazione = linkNellaEmail(await attendiEmail(email, 'Conferma della registrazione'));
  expect(validazione.searchParams.get('code')).toBeTruthy();
  await apriLink(page, validazione);
  const info = dialogo(page, 'INFO');
  await expect(info).toContainText('Utente validato');
  await info.getByRole('button', { name: 'Ok' }).click();
  await expect(page).not.toHaveURL(/code=/);

  // the link works once
  await apriLink(page, validazione);
  await expect(dialogo(page, 'ATTENZIONE')).toContainText('Utente non validato');
  await dialogo(page, 'ATTENZIONE').getByRole('button', { name: 'Ok' }).click();

  const temporanea = /Password temporanea: (\S+)/.exec(await attendiEmail(email, 'Password temporanea'))?.[1] as string;
  expect(temporanea).toBeTruthy();
  await compilaCredenziali(page, username, temporanea);
  const cambio = dialogo(page, 'Password Temporanea, si prega di cambiarla');
  await expect(cambio).toBeVisible();
  await cambio.locator('#oldPassword').fill(temporanea);
  await cambio.locator('#newPassword').fill('Scelta2026x');
  await cambio.locator('#verificaPassword').fill('Scelta2026x');
  await cambio.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Operazione avvenuta correttamente!')).toBeVisible();
  await expect(cambio).toBeHidden();

  await accedi(page, username, 'Scelta2026x');
  await expect(vociPrincipali(page)).toHaveText(['Home', 'Cruscotti', 'Contabilità', 'Demo']);
});

test('reset password: the INFO dialog, the mailed link asks for the new password, which then signs in', async ({ page, request }) => {
  const username = `rst${SUFFISSO}`;
  await creaUtente(request, username, 'Iniziale2026');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const reset = dialogo(page, 'Reset Password');
  await reset.getByRole('button', { name: 'Conferma' }).click();
  await expect(reset).toContainText("L'indirizzo email è obbligatorio");
  await reset.getByLabel('E-Mail').fill(`${username}@registro.test`);
  await reset.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialogo(page, 'INFO')).toContainText('riceverà una e-mail');
  await dialogo(page, 'INFO').getByRole('button', { name: 'Ok' }).click();

  await apriLink(page, linkNellaEmail(await attendiEmail(`${username}@registro.test`, 'Reimpostazione della password')));
  const nuova = dialogo(page, 'Nuova Password');
  await nuova.locator('#reset-newPassword').fill('Nuova2026x');
  await nuova.locator('#reset-verificaPassword').fill('Nuova2026x');
  await nuova.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialogo(page, 'INFO')).toContainText('Password modificata con successo');
  await dialogo(page, 'INFO').getByRole('button', { name: 'Ok' }).click();
  await accedi(page, username, 'Nuova2026x');
});

test('two-factor: the administrator mails the QR code, the user enrols from the link, then signs in with a code', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const username = `otp${SUFFISSO}`;
  const password = 'Segreta2026';
  await creaUtente(request, username, password);

  await conConfig(page, { twoFactor: true });
  await accedi(page, 'admin');
  await page.goto('/users');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const riga = page.getByRole('row').filter({ hasText: username });
  await riga.getByRole('button', { name: 'Invia QR-Code' }).click();
  await expect(page.getByText(`E-Mail con il QR-Code inviata all'utente: ${username}`)).toBeVisible();

  const utente = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'it-IT' });
  const paginaUtente = await utente.newPage();
  await apriLink(paginaUtente, linkNellaEmail(await attendiEmail(`${username}@registro.test`, 'Attivazione del codice O.T.P.')));
  const attivazione = dialogo(paginaUtente, 'Attivazione Codice O.T.P.');
  await attivazione.locator('#otp-password').fill(password);
  await attivazione.getByRole('button', { name: 'Mostra QR-Code' }).click();
  await expect(attivazione.getByRole('img', { name: 'QR-Code' })).toBeVisible();
  const segreto = (await attivazione.getByTestId('otp-segreto').innerText()).trim();
  await attivazione.locator('#otp-codice').fill(codiceTotp(segreto));
  await attivazione.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialogo(paginaUtente, 'INFO')).toContainText('Autenticazione a due fattori attivata');
  await dialogo(paginaUtente, 'INFO').getByRole('button', { name: 'Ok' }).click();

  // a code works once: the sign-in waits for the next time step
  await paginaUtente.waitForTimeout(attesaProssimoPasso());
  await compilaCredenziali(paginaUtente, username, password);
  const otp = dialogo(paginaUtente, 'Codice O.T.P.');
  await expect(otp).toBeVisible();
  await expect(otp.getByLabel('Codice')).toBeFocused();
  await otp.getByLabel('Codice').fill(codiceTotp(segreto));
  await otp.getByRole('button', { name: 'Accedi' }).click();
  await expect(paginaUtente).toHaveURL(/\/home/);
  await expect(paginaUtente.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  await utente.close();
});
