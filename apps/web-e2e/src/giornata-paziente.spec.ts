import { expect, test, type Locator, type Page } from '@playwright/test';
import { accedi, PASSWORD_DEMO } from './accesso';
import { archiviaRefertoPaziente } from './support/api';
import { pdfDiProva } from './support/pdf-di-prova';
import { controllaTesti, problemiDiTesto } from './support/testi-leggibili';

// unique per run, so that a retry does not meet the records of the failed attempt
const SUFFISSO = Date.now().toString(36);
/** an instant as every screen writes one: 28/11/2026 17:01 */
const ISTANTE_ITALIANO = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

const doveSei = (page: Page) => page.getByRole('navigation', { name: 'Dove sei' });

/** Tab (only the keyboard) until `bersaglio` has the focus; fails after `massimo` presses. */
async function tabFino(page: Page, bersaglio: Locator, massimo = 40): Promise<void> {
  for (let i = 0; i < massimo; i++) {
    await page.keyboard.press('Tab');
    if (await bersaglio.evaluate((e) => e === document.activeElement).catch(() => false)) return;
  }
  await expect(bersaglio, `raggiunto con Tab in ${massimo} pressioni`).toBeFocused();
}

test("a patient's day: home with their reports, one opened and downloaded, bookings, own profile, a page they may not open, sign out", async ({ page, request }) => {
  test.setTimeout(180_000);
  const descrizione = `Referto ecografia ${SUFFISSO}`;
  const nomeFile = `ecografia-${SUFFISSO}.pdf`;
  const pdf = await pdfDiProva(descrizione);
  const { idPaziente } = await archiviaRefertoPaziente(request, { descrizione, nomeFile, pdf });
  const profilo = { id: idPaziente };

  // sign in: the patient lands on their home, the top bar says where they are
  await accedi(page, 'paziente');
  await expect(page).toHaveURL(/\/paziente\/homepaziente$/);
  await expect(doveSei(page)).toContainText('Home Paziente');
  const riga = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(descrizione) }) });
  await expect(riga).toContainText(ISTANTE_ITALIANO);
  await expect(riga.getByTestId('stato-firma')).toHaveText('Da firmare');
  await controllaTesti(page, test.info(), 'Home del paziente');

  // on a phone the report is a card: nothing to scroll sideways, the report and its button on screen
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(riga.getByRole('button', { name: 'Apri' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await controllaTesti(page, test.info(), 'Home del paziente (telefono)');
  await page.setViewportSize({ width: 1400, height: 900 });

  // the report opens in the page and downloads with its own name
  await riga.getByRole('link', { name: new RegExp(descrizione) }).click();
  await expect(page).toHaveURL(/\/paziente\/view\/\d+$/);
  await expect(doveSei(page)).toContainText('Documento');
  await expect(page.getByTestId('visore-pdf')).toHaveAttribute('src', /^blob:/);
  // the PDF viewer never lets the page go network-idle (controllaTesti waits for it): the same rules on the page's text
  await test.info().attach('Referto del paziente', { body: await page.screenshot(), contentType: 'image/png' });
  expect(problemiDiTesto(await page.locator('main').innerText())).toEqual([]);
  const [scaricato] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Scarica PDF' }).click()]);
  expect(scaricato.suggestedFilename()).toBe(nomeFile);
  await page.getByRole('toolbar').getByRole('button', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/paziente\/homepaziente$/);

  // bookings: none, said so, with the way back to the documents
  await page.getByRole('button', { name: 'Le mie prenotazioni' }).click();
  await expect(page).toHaveURL(/\/lemieprenotazioni$/);
  await expect(doveSei(page)).toContainText('Le mie prenotazioni');
  await expect(page.getByTestId('nessuna-prenotazione')).toContainText('Nessuna prenotazione');
  await controllaTesti(page, test.info(), 'Le mie prenotazioni');
  await page.getByRole('button', { name: 'I miei documenti' }).click();
  await expect(page).toHaveURL(/\/paziente\/homepaziente$/);

  // own profile, from the user menu
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Profilo' }).click();
  await expect(page).toHaveURL(new RegExp(`/profilo/view/${profilo.id}$`));
  await expect(doveSei(page)).toContainText('Profilo');
  await expect(page.locator('dt', { hasText: 'Username' }).locator('xpath=following-sibling::dd')).toHaveText('paziente');
  await controllaTesti(page, test.info(), 'Profilo del paziente');

  // an administrator's address: said in Italian, with the way back
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Non hai i permessi per questa pagina' })).toBeVisible();
  await controllaTesti(page, test.info(), 'Pagina non permessa al paziente');
  await page.getByRole('button', { name: 'Torna alla Home' }).click();
  await expect(page).toHaveURL(/\/paziente\/homepaziente$/);

  // sign out
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await controllaTesti(page, test.info(), 'Accesso dopo l\'uscita');
  await page.goto('/paziente/homepaziente');
  await expect(page).toHaveURL(/\/login/);
});

test("an administrator's access day: signs in and creates a user with the keyboard only, reads its history in Italian; the operator meets an admin page with a way back", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const username = `kb.${SUFFISSO}`;
  const k = page.keyboard;

  // sign in with the keyboard: the username field has the focus, Enter signs in
  await page.goto('/login');
  await expect(page.locator('#username')).toBeFocused();
  await controllaTesti(page, test.info(), 'Accesso');
  await k.type('admin');
  await k.press('Tab');
  await k.type(PASSWORD_DEMO);
  await k.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  await expect(page).toHaveURL(/\/home(\?|$)/);

  // the first Tab offers the way past the top bar and the sidebar
  await k.press('Tab');
  await expect(page.getByRole('link', { name: 'Vai al contenuto' })).toBeFocused();

  // Amministrazione › Utenti from the sidebar: the closed groups' entries are not in the way
  const sidebar = page.getByRole('navigation', { name: 'Menu principale' });
  const amministrazione = sidebar.getByRole('button', { name: 'Amministrazione', exact: true });
  await tabFino(page, amministrazione, 15);
  await k.press('Enter');
  await expect(amministrazione).toHaveAttribute('aria-expanded', 'true');
  await k.press('Tab');
  await expect(sidebar.getByRole('link', { name: 'Utenti', exact: true })).toBeFocused();
  await k.press('Enter');
  await expect(page).toHaveURL(/\/users$/);
  await expect(doveSei(page)).toContainText('Utenti');
  await expect(page.getByText('Cognome', { exact: true }).first()).toBeVisible();
  await controllaTesti(page, test.info(), 'Utenti');

  // Nuovo: the form opens on its first field, the required ones marked
  await tabFino(page, page.getByRole('button', { name: 'Nuovo' }));
  await k.press('Enter');
  await expect(page).toHaveURL(/\/users\/edit\/-1$/);
  await expect(page.locator('#utente-lastname')).toBeFocused();
  const asterisco = await page.locator('label[for="utente-username"]').evaluate((e) => getComputedStyle(e, '::after').content);
  expect(asterisco).toContain('*');
  await controllaTesti(page, test.info(), 'Nuovo utente');
  await k.type('Bianchi');
  await k.press('Tab');
  await k.type('Luca');
  await k.press('Tab');
  await k.type(username);
  await k.press('Tab');
  await k.type(`${username}@registro.test`);
  // the group: Enter opens the list, the arrows move, Enter chooses
  await k.press('Tab');
  await expect(page.locator('#utente-idGruppo')).toBeFocused();
  await k.press('Enter');
  const elenco = page.locator('.p-dropdown-panel');
  await expect(elenco.getByRole('option').first()).toBeVisible();
  const operatori = elenco.getByRole('option', { name: 'Operatori', exact: true });
  for (let i = 0; i < 20 && !(await operatori.evaluate((e) => e === document.activeElement || e.classList.contains('p-focus'))); i++) {
    await k.press('ArrowDown');
  }
  await k.press('Enter');
  await expect(page.locator('.p-dropdown').filter({ has: page.locator('#utente-idGruppo') })).toContainText('Operatori');
  // the expiry keeps its default (three months ahead); the passwords; Enter saves
  await k.press('Tab');
  await expect(page.locator('#utente-scadenzaUtenza')).toBeFocused();
  await k.press('Tab');
  await expect(page.locator('#utente-password')).toBeFocused();
  await k.type('Tastiera2026');
  await k.press('Tab');
  await expect(page.locator('#utente-verificaPassword')).toBeFocused();
  await k.type('Tastiera2026');
  await k.press('Enter');
  await expect(page.getByText('Salvataggio avvenuto con sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);

  // its history, in Italian: who, when (it-IT), what
  const riga = page.getByRole('row').filter({ has: page.getByRole('link', { name: username, exact: true }) });
  // seen once in three runs: the list came back without the new user; Aggiorna shows it (left to investigate, see the report)
  await expect(async () => {
    if (!(await riga.isVisible())) await page.getByRole('button', { name: 'Aggiorna' }).click();
    await expect(riga.getByRole('link', { name: 'Operatori' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await riga.getByRole('button', { name: 'Storico Modifiche' }).click();
  const storico = page.getByRole('dialog').filter({ hasText: 'Storico Modifiche' });
  const creazione = storico.getByRole('row').filter({ has: page.getByRole('cell', { name: '1', exact: true }) }).first();
  await expect(creazione).toContainText('admin');
  await expect(creazione).toContainText('Bianchi');
  await controllaTesti(page, test.info(), 'Storico del nuovo utente');
  await k.press('Escape');
  await expect(storico).toBeHidden();

  // the operator types an administrator's address: the page says so, with the way back; no internal name
  const altro = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'it-IT' });
  const operatore = await altro.newPage();
  await accedi(operatore, 'operatore');
  await operatore.goto('/gruppi');
  await expect(operatore.getByRole('heading', { name: 'Non hai i permessi per questa pagina' })).toBeVisible();
  await expect(operatore.getByText(/Permesso negato|visualizza su/)).toHaveCount(0);
  await controllaTesti(operatore, test.info(), "Pagina dell'amministratore vista dall'operatore");
  await operatore.getByRole('button', { name: 'Torna alla Home' }).click();
  await expect(operatore).toHaveURL(/\/home$/);
  // an address that does not exist: said so, with the way back
  await operatore.goto('/pagina-che-non-esiste');
  await expect(operatore.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  await controllaTesti(operatore, test.info(), 'Pagina non trovata');
  await operatore.getByRole('button', { name: 'Torna alla Home' }).click();
  await expect(operatore).toHaveURL(/\/home$/);
  await altro.close();
});
