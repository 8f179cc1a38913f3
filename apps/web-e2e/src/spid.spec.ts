import { expect, test } from '@playwright/test';
import { chiamaApi, tokenApi } from './support/api';

/** The fiscal code the development IdP's "Utente di test" carries. */
const CODICE_FISCALE_DI_TEST = 'RSSMRA80A01H501U';

test('SPID through the development IdP signs in the user whose profile has that fiscal code, and logs out through the IdP', async ({ page, request }) => {
  const admin = await tokenApi(request);
  await chiamaApi(request, admin, 'PUT', '/profilo', { tipoIdentificativo: 'CF', identificativo: CODICE_FISCALE_DI_TEST });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Entra con SPID' }).click();
  const scelta = page.getByRole('dialog').filter({ hasText: 'Entra con SPID' });
  await scelta.getByRole('button', { name: 'IdP di test Registro' }).click();
  await expect(page.getByRole('heading', { name: 'Utente di test' })).toBeVisible();
  await expect(page.getByLabel('Codice fiscale')).toHaveValue(CODICE_FISCALE_DI_TEST);
  await page.getByRole('button', { name: 'Accedi' }).click();

  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  await expect(page.getByText('Amministratori')).toBeVisible();

  // a SPID session leaves through the identity provider and comes back to login
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});
