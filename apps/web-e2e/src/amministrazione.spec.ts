import { expect, test, type Locator, type Page } from '@playwright/test';
import { accedi, vociPrincipali } from './accesso';
import { tokenApi } from './support/api';
import { scegli } from './support/dropdown';

// unique per run, so that a retry does not meet the records of the failed attempt
const SUFFISSO = Date.now().toString(36);
const GRUPPO = `Segreteria ${SUFFISSO}`;
const UTENTE = `averdi.${SUFFISSO}`;
const PASSWORD = 'Segreta2026';

const interruttore = (ambito: Page | Locator, nome: string) => ambito.getByRole('switch', { name: nome, exact: true });
const rigaUtente = (page: Page, username: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: username, exact: true }) });

test('the administrator creates a group with menu and permissions, a user in it, edits, deactivates and deletes them', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await accedi(page, 'admin');

  // a new group: Amministrazione > Utenti in the menu, users/visualizza granted
  await page.goto('/gruppi');
  await page.getByRole('button', { name: 'Nuovo' }).click();
  await expect(page).toHaveURL(/\/gruppi\/edit\/-1$/);
  await expect(page.getByRole('heading', { name: 'Nuovo Gruppo' })).toBeVisible();
  await page.locator('#gruppo-nome').fill(GRUPPO);
  await page.locator('#gruppo-descrizione').fill('Creato dal test end-to-end');
  await page.getByRole('button', { name: 'Espandi Amministrazione' }).click();
  await expect(interruttore(page, 'Utenti')).toBeDisabled();
  await interruttore(page, 'Amministrazione').click();
  await expect(interruttore(page, 'Utenti')).toBeEnabled();
  await interruttore(page, 'Utenti').click();
  await interruttore(page, 'Gruppi').click();
  // turning the parent off turns its children off; they come back off when it is on again
  await interruttore(page, 'Amministrazione').click();
  await expect(interruttore(page, 'Utenti')).not.toBeChecked();
  await expect(interruttore(page, 'Gruppi')).toBeDisabled();
  await interruttore(page, 'Amministrazione').click();
  await expect(interruttore(page, 'Gruppi')).not.toBeChecked();
  await interruttore(page, 'Utenti').click();
  await page.getByRole('tab', { name: 'Permessi' }).click();
  await interruttore(page, 'Utenti visualizza').click();
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Salvataggio avvenuto con sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/gruppi\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Dettaglio Gruppo' })).toBeVisible();
  await expect(page.getByText(GRUPPO, { exact: true })).toBeVisible();

  // a new user: active, expiring three months ahead by default
  await page.goto('/users');
  await page.getByRole('button', { name: 'Nuovo' }).click();
  await expect(page).toHaveURL(/\/users\/edit\/-1$/);
  await expect(page.getByRole('heading', { name: 'Nuovo Utente' })).toBeVisible();
  await expect(interruttore(page, 'Attivo')).toBeChecked();
  // three calendar months ahead, kept inside the month: 29 November gives 28 February
  const [giorno, mese, anno] = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: 'numeric', month: 'numeric', year: 'numeric' })
    .format(new Date())
    .split('/')
    .map(Number);
  const ultimoDelMese = new Date(Date.UTC(anno, mese + 3, 0)).getUTCDate();
  const traTreMesi = new Date(Date.UTC(anno, mese + 2, Math.min(giorno, ultimoDelMese)));
  const attesa = `${String(traTreMesi.getUTCDate()).padStart(2, '0')}/${String(traTreMesi.getUTCMonth() + 1).padStart(2, '0')}/${traTreMesi.getUTCFullYear()}`;
  await expect(page.locator('#utente-scadenzaUtenza')).toHaveValue(attesa);
  await expect(page.locator('#utente-email')).toHaveAttribute('type', 'email');
  await page.locator('#utente-lastname').fill('Verdi');
  await page.locator('#utente-firstname').fill('Anna');
  await page.locator('#utente-username').fill(UTENTE);
  await page.locator('#utente-email').fill(`${UTENTE}@registro.test`);
  await scegli(page, 'utente-idGruppo', GRUPPO);
  await page.locator('#utente-password').fill(PASSWORD);
  await page.locator('#utente-verificaPassword').fill(PASSWORD);
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Salvataggio avvenuto con sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  const riga = rigaUtente(page, UTENTE);
  await expect(riga).toContainText('Verdi');
  await expect(riga).toContainText(`${UTENTE}@registro.test`);
  await expect(riga.getByRole('link', { name: GRUPPO })).toHaveAttribute('href', /\/gruppi\/view\/\d+$/);

  // edit: the username opens the form
  await riga.getByRole('link', { name: UTENTE }).click();
  await expect(page).toHaveURL(/\/users\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Dettaglio Utente' })).toBeVisible();
  await expect(page.locator('#utente-firstname')).toHaveValue('Anna');
  await page.locator('#utente-firstname').fill('Annalisa');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(rigaUtente(page, UTENTE)).toContainText('Annalisa');

  // the new user's sidebar is Home and the group's menu; a page the group cannot open says so
  const altro = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'it-IT' });
  const paginaUtente = await altro.newPage();
  await accedi(paginaUtente, UTENTE, PASSWORD);
  await expect(vociPrincipali(paginaUtente)).toHaveText(['Home', 'Amministrazione']);
  await expect(paginaUtente.getByRole('link', { name: 'Utenti' })).toBeVisible();
  await expect(paginaUtente.getByRole('link', { name: 'Gruppi' })).toHaveCount(0);
  await expect(paginaUtente).toHaveURL(/\/users$/);
  await expect(paginaUtente.getByRole('row').filter({ hasText: UTENTE })).toBeVisible();
  await paginaUtente.getByRole('row').filter({ hasText: UTENTE }).getByRole('link', { name: GRUPPO }).click();
  await expect(paginaUtente).toHaveURL(/\/gruppi\/view\/\d+$/);
  await expect(paginaUtente.getByRole('heading', { name: 'Non hai i permessi per questa pagina' })).toBeVisible();
  await expect(paginaUtente.getByText(/Permesso negato|visualizza su/)).toHaveCount(0);

  // deactivate: the switch answers with the spec's toast
  await interruttore(rigaUtente(page, UTENTE), 'Attivo').click();
  await expect(page.getByText('Utente disabilitato con successo')).toBeVisible();
  await expect(interruttore(rigaUtente(page, UTENTE), 'Attivo')).not.toBeChecked();
  // deactivation ended the user's session
  await paginaUtente.goto('/users');
  await expect(paginaUtente).toHaveURL(/\/login/);
  await altro.close();

  // delete the user, then the group, each after its confirmation
  await rigaUtente(page, UTENTE).getByRole('button', { name: 'Elimina' }).click();
  const conferma = page.getByRole('dialog').filter({ hasText: 'Sicuro di voler Eliminare' });
  await expect(conferma).toContainText(`Sicuro di voler Eliminare l'utente ${UTENTE}`);
  await conferma.getByRole('button', { name: 'Sì' }).click();
  await expect(rigaUtente(page, UTENTE)).toHaveCount(0);

  await page.goto('/gruppi');
  await page.getByRole('row').filter({ hasText: GRUPPO }).getByRole('button', { name: 'Elimina' }).click();
  await expect(conferma).toContainText(`Sicuro di voler Eliminare il gruppo ${GRUPPO}`);
  await conferma.getByRole('button', { name: 'Sì' }).click();
  await expect(page.getByRole('row').filter({ hasText: GRUPPO })).toHaveCount(0);
});

test('an administrator opens a session as another user from the session list', async ({ page, request }) => {
  await tokenApi(request, 'operatore');
  await accedi(page, 'admin');
  await page.goto('/session');
  await expect(page.getByRole('columnheader', { name: 'Scade il' })).toBeVisible();
  const riga = page.getByRole('row').filter({ hasText: 'operatore' }).first();
  await expect(riga).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const [finestra] = await Promise.all([page.waitForEvent('popup'), riga.getByRole('button', { name: 'Apri Sessione' }).click()]);
  await expect(finestra).toHaveURL(/\/home/);
  await expect(finestra.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  await expect(vociPrincipali(finestra)).toHaveText(['Home', 'Cruscotti', 'Contabilità', 'Demo']);
  await expect(finestra).not.toHaveURL(/authToken/);
});
