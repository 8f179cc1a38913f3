import { expect, test } from '@playwright/test';
import { accedi } from './accesso';
import { creaUtente } from './support/api';

// unique per run, so that a retry does not meet the records of the failed attempt
const SUFFISSO = Date.now().toString(36);

test('a user changes their own password from the user menu and signs in with it', async ({ page, request }) => {
  const username = `cp${SUFFISSO}`;
  await creaUtente(request, username, 'Vecchia2026');
  await accedi(page, username, 'Vecchia2026');
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Cambia Password' }).click();
  const dialogo = page.getByRole('dialog').filter({ hasText: 'Cambia Password' });
  await dialogo.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialogo).toContainText('Il campo Vecchia Password è obbligatorio');
  await dialogo.locator('#oldPassword').fill('Vecchia2026');
  await dialogo.locator('#newPassword').fill('Nuovissima2026');
  await dialogo.locator('#verificaPassword').fill('Nuovissima2026');
  await dialogo.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Operazione avvenuta correttamente!')).toBeVisible();
  await expect(dialogo).toBeHidden();

  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await accedi(page, username, 'Nuovissima2026');
});

test('the own profile: view with "-" for empty fields, edit, back to the view with the saved values', async ({ page, request }) => {
  const username = `pf${SUFFISSO}`;
  await creaUtente(request, username, 'Profilo2026');
  await accedi(page, username, 'Profilo2026');
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Profilo' }).click();
  await expect(page).toHaveURL(/\/profilo\/view\/\d+$/);
  const latitudine = page.locator('dt', { hasText: 'Latitudine' }).locator('xpath=following-sibling::dd');
  await expect(latitudine).toHaveText('-');

  await page.getByRole('button', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(/\/profilo\/edit\/\d+$/);
  await expect(page.locator('#profilo-username')).toHaveValue(username);
  await page.locator('#profilo-cellulare').fill('3331234567');
  await page.locator('#profilo-residenza\\.comune').fill('Napoli');
  await page.locator('#profilo-latitudine').fill('40.85');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Salvataggio avvenuto con sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/profilo\/view\/\d+$/);
  await expect(page.locator('dt', { hasText: 'Cellulare' }).locator('xpath=following-sibling::dd')).toHaveText('3331234567');
  await expect(latitudine).toHaveText('40.85');
  await expect(page.getByText('Napoli')).toBeVisible();
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/lemieprenotazioni$/);
});

test('a blocked account has no edit action and is unlocked from the list with the server message', async ({ page, request }) => {
  const username = `blk${SUFFISSO}`;
  await creaUtente(request, username, 'Giusta2026');
  // five wrong passwords in a row block the account (LOCKOUT_THRESHOLD, default 5)
  for (let i = 0; i < 5; i++) {
    await request.post('/api/token', {
      form: { grant_type: 'password', client_id: 'registro-web', client_secret: '', username },
      headers: { Authorization: `Basic ${Buffer.from(`${username}:sbagliata${i}`).toString('base64')}` },
    });
  }
  await accedi(page, 'admin');
  await page.goto('/users');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const riga = page.getByRole('row').filter({ hasText: username });
  await expect(riga.getByRole('button', { name: 'Sblocca' })).toBeVisible();
  await expect(riga.getByRole('button', { name: 'Modifica' })).toHaveCount(0);
  await riga.getByRole('button', { name: 'Sblocca' }).click();
  await expect(page.getByText('Utente sbloccato con successo')).toBeVisible();
  await expect(riga.getByRole('button', { name: 'Sblocca' })).toHaveCount(0);
  await expect(riga.getByRole('button', { name: 'Modifica' })).toBeVisible();
});
