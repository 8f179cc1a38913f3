import { expect, test } from '@playwright/test';
import { accedi, vociPrincipali } from './accesso';

test('admin signs in and sees the sidebar with Amministrazione', async ({ page }) => {
  await accedi(page, 'admin');
  await expect(page).toHaveURL(/\/home/);
  await expect(vociPrincipali(page).filter({ hasText: 'Amministrazione' })).toBeVisible();
  await expect(page.getByText('Amministratori')).toBeVisible();
  // Home is the desk (issue 25): the logo, what waits as counters linking to the filtered lists, the shortcuts
  await expect(page.getByRole('img', { name: 'Registro' })).toBeVisible();
  const bozze = page.getByRole('region', { name: 'Da fare' }).getByRole('link', { name: /Documenti commerciali in bozza/ });
  await expect(bozze).toHaveAttribute('href', '/papercleandocumentotipi/documenti?statoAttuale=BOZZA');
  await expect(page.getByRole('navigation', { name: 'Le tue scorciatoie' }).getByRole('link', { name: 'Utenti', exact: true })).toBeVisible();
  await bozze.click();
  await expect(page.getByRole('heading', { name: /\(BOZZA\)/ })).toBeVisible();
});

test('a wrong password shows ATTENZIONE with the server message', async ({ page }) => {
  await page.goto('/login');
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi' }).click();
  const dialogo = page.getByRole('dialog').filter({ hasText: 'ATTENZIONE' });
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toContainText('Username o password non validi');
  await expect(page).toHaveURL(/\/login/);
});

test('a visitor without a session is sent to login', async ({ page }) => {
  await page.goto('/gruppi/view/1');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
});

test('the group detail shows its modification history, version 1 by system', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/gruppi/view/1');
  await expect(page.getByRole('heading', { name: 'Dettaglio Gruppo' })).toBeVisible();
  await expect(page.getByText('Amministratori', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Nuovo Menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Storico Modifiche' }).click();
  const dialogo = page.getByRole('dialog').filter({ hasText: 'Storico Modifiche' });
  await expect(dialogo.getByRole('columnheader', { name: 'Versione' })).toBeVisible();
  await expect(dialogo.getByRole('columnheader', { name: 'Username Utente' })).toBeVisible();
  const prima = dialogo.getByRole('row').filter({ has: page.getByRole('cell', { name: '1', exact: true }) }).first();
  await expect(prima).toContainText(/system/i);
});

test('signing out lands on login', async ({ page }) => {
  await accedi(page, 'admin');
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});

test('operatore sees only Home, Cruscotti (its Dashboard), Contabilità (Fatture Ricevute) and Demo in the sidebar', async ({ page }) => {
  await accedi(page, 'operatore');
  await expect(vociPrincipali(page)).toHaveText(['Home', 'Cruscotti', 'Contabilità', 'Demo']);
  // the group's dashboards are there to look at: no pencil to configure a chart
  await page.goto('/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica configurazione' })).toHaveCount(0);
});

test('view=module shows the page without sidebar and top bar; an unknown page says Pagina non trovata with the way back', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/testlist?view=module');
  await expect(page.getByRole('heading', { name: 'Atleti' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu utente' })).toHaveCount(0);
  await page.goto('/gruppi/non-esiste');
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  await page.getByRole('button', { name: 'Torna alla Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
