import { expect, test } from '@playwright/test';
import { accedi } from './accesso';

test('/testlist shows the athletes and filtering narrows them', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/testlist');
  const tabella = page.getByRole('table');
  const righe = tabella.locator('tbody tr');
  await expect(righe).toHaveCount(100);
  await expect(page.locator('.p-paginator-current')).toHaveText(/di 1000$/);

  const cognome = (await righe.first().locator('td').first().innerText()).trim();
  await page.getByLabel('Cognome').fill(cognome);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const resoconto = page.locator('.p-paginator-current');
  await expect(resoconto).not.toHaveText(/di 1000$/);
  const totale = Number((await resoconto.innerText()).split(' di ')[1]);
  expect(totale).toBeGreaterThan(0);
  expect(totale).toBeLessThan(1000);
  for (const testo of await righe.locator('td:first-child').allInnerTexts()) {
    expect(testo.toLowerCase()).toContain(cognome.toLowerCase());
  }
});
