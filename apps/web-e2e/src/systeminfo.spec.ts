import { expect, test, type Page } from '@playwright/test';
import { accedi } from './accesso';

const campo = (page: Page, nome: string) => page.locator(`[data-campo="${nome}"] dd`);
const grafico = (page: Page) => page.getByTestId('grafico-memoria');
const punti = async (page: Page) => Number(await grafico(page).getAttribute('data-punti'));

test('system info shows the api’s real figures and the memory chart moves every 2 seconds, live', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/systeminfo');
  await expect(page.getByRole('heading', { name: 'Info di Sistema', exact: true })).toBeVisible();
  await expect(page.getByTestId('stato-aggiornamento')).toHaveText('In tempo reale', { timeout: 20_000 });

  await expect(campo(page, 'operationSystemInfo')).toHaveText(/\S+ \S+ \(\w+\)/);
  await expect(campo(page, 'javaVendor')).toHaveText('Node.js');
  await expect(campo(page, 'javaVersion')).toHaveText(/^v\d+\.\d+\.\d+$/);
  await expect(campo(page, 'cpuCoresNumber')).toHaveText(/^[1-9]\d*$/);
  await expect(campo(page, 'nodo')).toHaveText(/^\S+:\d+$/);
  await expect(campo(page, 'systemMemory')).toHaveText(/^\d+(,\d)? (MB|GB|TB)$/);
  await expect(campo(page, 'systemMemoryUsed')).toHaveText(/^\d+(,\d)? (MB|GB|TB) \(\d+%\)$/);
  await expect(campo(page, 'javaMemoryUsed')).toHaveText(/^\d+(,\d)? (KB|MB|GB) \(\d+%\)$/);

  await expect(page.locator('canvas')).toBeVisible();
  await expect.poll(() => punti(page)).toBeGreaterThanOrEqual(1);
  const prima = await punti(page);
  const ultimo = await grafico(page).getAttribute('data-ultimo');
  // the pushes keep coming without any request from the page
  await expect.poll(() => punti(page), { timeout: 8_000 }).toBeGreaterThan(prima);
  await expect(grafico(page)).not.toHaveAttribute('data-ultimo', ultimo ?? '');
});

test('without socket.io the page polls GET systeminfo every 2 seconds', async ({ page }) => {
  await accedi(page, 'admin');
  // no websocket and no long-polling: the live connection cannot open
  await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await page.route(/\/socket\.io\//, (route) => route.abort());
  const richieste: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/systeminfo') richieste.push(Date.now());
  });
  await page.goto('/systeminfo');
  await expect(page.getByTestId('stato-aggiornamento')).toHaveText('Aggiornamento ogni 2 secondi');
  await expect(campo(page, 'javaVendor')).toHaveText('Node.js');
  await expect.poll(() => punti(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  expect(richieste.length).toBeGreaterThanOrEqual(3);
});
