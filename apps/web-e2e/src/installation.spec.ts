import { expect, test, type Page } from '@playwright/test';
import { accedi } from './accesso';
import { scegli } from './support/dropdown';

/** the e2e server's own database (playwright.config.ts: registro_e2e, suffixed when E2E_BASE_PORT is set) */
const DATABASE_E2E = process.env.E2E_BASE_PORT ? `registro_e2e_${process.env.E2E_BASE_PORT}` : 'registro_e2e';

const campo = (page: Page, id: string) => page.locator(`#${id}`);

test('after installation a visitor who is not signed in is asked to sign in instead of seeing the form', async ({ page }) => {
  await page.goto('/installation');
  await expect(page.getByRole('heading', { name: 'Installazione Piattaforma' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText("La piattaforma è già installata: accedere con un utente autorizzato per gestire l'installazione.");
  await expect(page.getByRole('button', { name: 'Leggi File' })).toHaveCount(0);
  await page.getByRole('link', { name: "Vai all'accesso" }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('an operator who opens /installation reads that the page is not theirs, inside the shell, and sees no form', async ({ page }) => {
  await accedi(page, 'operatore');
  await page.goto('/installation');
  await expect(page.getByRole('heading', { name: 'Non hai i permessi per questa pagina' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leggi File' })).toHaveCount(0);
});

test('the administrator reads the settings file, tests the connection (green, then red) and saves it', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/installation');
  await expect(page.getByRole('heading', { name: 'Installazione Piattaforma' })).toBeVisible();
  // a page of the shell: the sidebar and the way back are there
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  await expect(campo(page, 'inst-file')).toHaveValue('gesandb.properties');
  // fields, save and test are disabled until the file has been read
  for (const id of ['inst-host', 'inst-porta', 'inst-username', 'inst-password', 'inst-database']) await expect(campo(page, id)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salva File' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Test Connessione' })).toBeDisabled();

  await page.getByRole('button', { name: 'Leggi File' }).click();
  await expect(campo(page, 'inst-host')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Salva File' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Test Connessione' })).toBeEnabled();

  await scegli(page, 'inst-driver', 'PostgreSQL');
  await campo(page, 'inst-host').fill('127.0.0.1');
  await campo(page, 'inst-porta').fill('5432');
  await campo(page, 'inst-username').fill('postgres');
  await campo(page, 'inst-password').fill('qualsiasi');
  await campo(page, 'inst-database').fill(DATABASE_E2E);

  await page.getByRole('button', { name: 'Test Connessione' }).click();
  const esito = page.getByTestId('esito-connessione');
  await expect(esito).toHaveText(`Connessione al database ${DATABASE_E2E} su 127.0.0.1:5432 riuscita`);
  await expect(esito).toHaveCSS('color', 'rgb(21, 128, 61)');

  await campo(page, 'inst-porta').fill('1');
  await page.getByRole('button', { name: 'Test Connessione' }).click();
  await expect(esito).toContainText('Connessione al database non riuscita:');
  await expect(esito).toContainText('ECONNREFUSED');
  await expect(esito).toHaveCSS('color', 'rgb(185, 28, 28)');

  await campo(page, 'inst-porta').fill('5432');
  await page.getByRole('button', { name: 'Salva File' }).click();
  await expect(page.getByText('Impostazioni salvate nel file gesandb.properties')).toBeVisible();

  // read back: the values are in the file, the password is not sent back
  await page.reload();
  await page.getByRole('button', { name: 'Leggi File' }).click();
  await expect(campo(page, 'inst-database')).toHaveValue(DATABASE_E2E);
  await expect(campo(page, 'inst-porta')).toHaveValue('5432');
  await expect(page.locator('.p-dropdown').filter({ has: page.locator('#inst-driver') })).toContainText('PostgreSQL');
  await expect(campo(page, 'inst-password')).toHaveValue('');
  await expect(campo(page, 'inst-password')).toHaveAttribute('placeholder', 'Impostata: lasciare vuoto per mantenerla');

  // changing the file name asks for a new read
  await campo(page, 'inst-file').fill('altro.properties');
  await expect(campo(page, 'inst-host')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salva File' })).toBeDisabled();
});
