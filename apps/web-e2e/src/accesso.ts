import { expect, type Page } from '@playwright/test';

export const PASSWORD_DEMO = process.env.REGISTRO_ADMIN_PASSWORD || 'admin';

/** Signs in from the login screen and waits for the shell. */
export async function accedi(page: Page, username: string, password = PASSWORD_DEMO): Promise<void> {
  await page.goto('/login');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  // the shell has taken the token out of the address bar: the session is stored for the next page load
  await expect(page).not.toHaveURL(/authToken=/);
  await expect(page.getByRole('button', { name: 'Menu utente' })).toBeEnabled();
}

/** The top-level entries of the sidebar. */
export function vociPrincipali(page: Page) {
  return page.locator('.registro-menu > li > .registro-menu-voce .registro-menu-testo');
}
