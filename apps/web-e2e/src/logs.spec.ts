import { expect, test, type Page } from '@playwright/test';
import { accedi } from './accesso';
import { scegli } from './support/dropdown';
import { sporgenzeIn } from './support/telefono';

const tabellaLog = (page: Page) => page.getByRole('table');

test('the administrator reads the log, filters the failed sign-ins and opens a user timeline', async ({ page, request }) => {
  test.setTimeout(60_000);
  // a failed sign-in made through the API: the log shows it as an Avviso (WARNING)
  const fallito = await request.post('/api/token', {
    form: { grant_type: 'password', client_id: 'registro-web', client_secret: '', username: 'operatore' },
    headers: { Authorization: `Basic ${Buffer.from('operatore:sbagliata').toString('base64')}` },
  });
  expect(fallito.status()).toBe(401);

  await accedi(page, 'admin');
  await page.goto('/logs');
  await expect(page.getByRole('heading', { name: 'Log', exact: true })).toBeVisible();

  // the worker fills the log asynchronously: refresh until admin's sign-in is there
  const rigaLoginAdmin = tabellaLog(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'admin', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: 'Accesso', exact: true }) });
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Aggiorna' }).click();
        return rigaLoginAdmin.count();
      },
      { timeout: 15_000, intervals: [500, 1000] },
    )
    .toBeGreaterThan(0);
  await expect(rigaLoginAdmin.first()).toContainText('Accesso effettuato');
  await expect(rigaLoginAdmin.first().getByText('Info', { exact: true })).toBeVisible();
  // the section as the menu names it, not the stored `users`
  await expect(rigaLoginAdmin.first().getByRole('cell', { name: 'Utenti', exact: true })).toBeVisible();

  // only the warnings: the failed sign-in is there, no successful one
  await scegli(page, 'filtro-stato', 'Avviso');
  await page.getByRole('button', { name: 'Cerca' }).click();
  const rigaFallita = tabellaLog(page).getByRole('row').filter({ hasText: 'Accesso non riuscito' });
  await expect(rigaFallita.first()).toBeVisible();
  await expect(rigaFallita.first().getByText('Avviso', { exact: true })).toBeVisible();
  await expect(tabellaLog(page).getByRole('cell', { name: 'Accesso', exact: true })).toHaveCount(0);

  // back to every entry, then admin's timeline
  await page.getByRole('button', { name: 'Reset' }).click();
  await rigaLoginAdmin.first().getByRole('link', { name: 'admin', exact: true }).click();
  await expect(page).toHaveURL(/\/logs\/detailsview\/admin$/);
  const scheda = page.getByRole('region', { name: 'Scheda Utente' });
  await expect(scheda).toContainText('Amministratori');
  await expect(scheda).toContainText('ATTIVO');
  const cronologia = page.getByRole('region', { name: 'Cronologia' });
  await expect(cronologia.getByText('Accesso effettuato').first()).toBeVisible();
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/logs$/);
});

test('at 1400 px the log table shows every column, the last one included, without scrolling sideways', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/logs');
  const tabella = tabellaLog(page);
  await expect(tabella.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: 'dist/.playwright/logs-1400.png', fullPage: true });
  const contenitore = page.locator('.registro-card .p-datatable-wrapper');
  const { larghezza, visibile } = await contenitore.evaluate((e) => ({ larghezza: e.scrollWidth, visibile: e.clientWidth }));
  expect(larghezza).toBeLessThanOrEqual(visibile);
  const ultima = await page.getByRole('columnheader', { name: 'Id Risorsa' }).boundingBox();
  const card = await page.locator('.registro-card').boundingBox();
  expect(ultima && card && ultima.x + ultima.width <= card.x + card.width).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("a user's log page fits a phone at 390 px: the card above the timeline, a long email inside its card", async ({ page }) => {
  await accedi(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/logs/detailsview/operatore');
  const scheda = page.getByRole('region', { name: 'Scheda Utente' });
  await expect(scheda).toContainText('operatore@registro.local');
  const { pagina } = await sporgenzeIn(page, 'main');
  expect(pagina, 'la pagina scorre di lato').toBeLessThanOrEqual(0);
  const email = await scheda.locator('dd').filter({ hasText: 'operatore@registro.local' }).evaluate((dd) => dd.scrollWidth - dd.clientWidth);
  expect(email, "l'email esce dalla scheda").toBeLessThanOrEqual(0);
  const [card, cronologia] = await Promise.all([scheda.boundingBox(), page.getByRole('region', { name: 'Cronologia' }).boundingBox()]);
  expect(card && cronologia && cronologia.y >= card.y + card.height).toBe(true);
});
