import { expect, test } from '@playwright/test';
import path from 'node:path';
import { accedi } from './accesso';
import { conConfig } from './support/config-app';

const SCREENSHOT = path.resolve(__dirname, '../../../dist/.playwright/aspetto');

test('config.json chooses the PrimeReact theme and a dark sidebar; an unknown theme is the default', async ({ page }) => {
  await conConfig(page, { theme: 'saga-green', sidebarStyle: 'dark' });
  await accedi(page, 'admin');
  await expect(page.locator('link#registro-tema')).toHaveAttribute('href', /\/assets\/theme-[^/]+\.css$/);
  await expect(page.locator('html')).toHaveAttribute('data-tema', 'saga-green');
  await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'dark');
  await expect(page.locator('.registro-sidebar')).toHaveCSS('background-color', 'rgb(30, 41, 59)');
  // saga-green's primary colour reaches PrimeReact's buttons
  await expect(page.locator('html')).toHaveCSS('--primary-color', /#4caf50/i);
  await page.screenshot({ path: path.join(SCREENSHOT, 'saga-green-sidebar-scura.png') });

  await page.unrouteAll();
  await conConfig(page, { theme: 'tema-che-non-esiste', sidebarStyle: 'boh' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-tema', 'lara-light-blue');
  await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'light');
  await expect(page.locator('.registro-sidebar')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});
