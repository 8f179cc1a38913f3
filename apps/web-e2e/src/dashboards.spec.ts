import { expect, test, type Page } from '@playwright/test';
import type { VoceMenuGruppo } from '@registro/contracts';
import { accedi } from './accesso';
import { chiamaApi, creaUtente, tokenApi } from './support/api';
import { scegli } from './support/dropdown';

const unico = String(Date.now()).slice(-7);
const DASHBOARD = `Cruscotto e2e ${unico}`;
const GRAFICO = `Documenti per tipo e2e ${unico}`;
const PROFILO = `Analisi e2e ${unico}`;
const UTENTE = `dash${unico}`;
const PASSWORD = 'Cruscotto2026x';

/** A profile group with only Home and Cruscotti › Dashboard, no permission, as an administrator would create it. */
async function creaProfilo(page: Page): Promise<number> {
  const admin = await tokenApi(page.request);
  const operatori = await chiamaApi<{ data: { menu: VoceMenuGruppo[] } }>(page.request, admin, 'GET', '/gruppi/2');
  const menu = operatori.data.menu.map((v) => ({ ...v, selezionato: ['home', 'cruscotti', 'dashboard'].includes(v.routeId) }));
  const creato = await chiamaApi<{ data: { id: number } }>(page.request, admin, 'POST', '/gruppi', { nome: PROFILO, descrizione: 'Solo le dashboard', menu, sezioni: [] });
  return creato.data.id;
}

test('the operators see their demo dashboard on /dashboard with real charts', async ({ page }) => {
  await accedi(page, 'operatore');
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await menu.getByRole('button', { name: 'Cruscotti' }).click();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Documenti' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Fatture per tipo di documento' });
  await expect(card.locator('canvas')).toBeVisible();
  await card.getByRole('button', { name: 'Visualizza dati' }).click();
  const dati = page.getByRole('dialog', { name: 'Fatture per tipo di documento' });
  await expect(dati.getByRole('columnheader', { name: 'tipo' })).toBeVisible();
  await expect(dati.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: '/tmp/dash-operatore-dati.png', fullPage: true });
});

test('the administrators see theirs: bar, horizontal bar and line charts', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Andamento generale' })).toBeVisible();
  for (const titolo of ['Fatturato per mese', 'Fatture per tipo di documento', 'Andamento documenti commerciali', 'Documenti commerciali per tipo'])
    await expect(page.getByRole('article', { name: titolo }).locator('canvas')).toBeVisible();
  await page.waitForTimeout(800); // the charts' animation
  await page.screenshot({ path: '/tmp/dash-admin.png', fullPage: true });
});

test('a dashboard built in the editor with a bar chart, assigned to a profile, is what its users see on /dashboard; the details open the pivot', async ({ page, browser }) => {
  test.setTimeout(90_000); // a profile, a user, the editor and a second browser context
  const idProfilo = await creaProfilo(page);
  await creaUtente(page.request, UTENTE, PASSWORD, idProfilo);

  // before any assignment the user has no dashboard
  const contesto = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'it-IT' });
  const utente = await contesto.newPage();
  await accedi(utente, UTENTE, PASSWORD);
  await utente.goto('/dashboard');
  await expect(utente.getByText('Nessuna Dashboard Configurata')).toBeVisible();

  // the editor: title, one body element configured as a bar chart of a seeded query
  await accedi(page, 'admin');
  await page.goto('/dataanalysisdashboards');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Dashboard' }).getByRole('row').filter({ hasText: 'Andamento generale' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuovo' }).click();
  await expect(page).toHaveURL(/\/dataanalysisdashboards\/edit\/-1$/);
  await page.getByLabel('Titolo').fill(DASHBOARD);
  await page.getByLabel('Descrizione').fill('Costruita dal test');
  await expect(page.getByRole('heading', { name: 'Elementi di intestazione' })).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi un elemento al corpo' }).click();
  const nuovo = page.getByRole('article', { name: 'Grafico 1' });
  await expect(nuovo).toContainText('Nessuna query configurata');
  await nuovo.getByRole('button', { name: 'Modifica configurazione' }).click();

  const dialogo = page.getByRole('dialog', { name: 'Configurazione grafico' });
  await dialogo.locator('#titolo-grafico').fill(GRAFICO);
  await scegli(page, 'query', 'Documenti commerciali per tipo');
  await expect(dialogo.getByRole('switch', { name: 'tipo' })).toBeVisible();
  await dialogo.getByRole('switch', { name: 'tipo' }).click();
  // numeric: the type-related controls are off, and this query returns one row per type
  await dialogo.getByRole('button', { name: 'Numerico', exact: true }).click();
  await expect(dialogo.getByText('Attenzione: la query deve restituire un solo valore per il grafico numerico')).toBeVisible();
  await expect(dialogo.getByRole('button', { name: 'Ok' })).toBeDisabled();
  await expect(dialogo.getByRole('button', { name: 'Linee' })).toBeDisabled();
  await dialogo.getByRole('button', { name: 'Grafico', exact: true }).click();
  await expect(dialogo.getByRole('button', { name: 'Ok' })).toBeEnabled();
  await dialogo.getByRole('button', { name: 'Ok' }).click();
  await expect(dialogo).toBeHidden();
  const card = page.getByRole('article', { name: GRAFICO });
  await expect(card.locator('canvas')).toBeVisible();

  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(/Salvataggio avvenuto/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Modifica Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/dataanalysisdashboards\/edit\/\d+$/);
  const idDashboard = /edit\/(\d+)$/.exec(page.url())?.[1];
  const salvata = await chiamaApi<{ data: { dashboard: string } }>(page.request, await tokenApi(page.request), 'GET', `/dataanalysisdashboard/${idDashboard}`);
  const contenuto = JSON.parse(salvata.data.dashboard);
  expect(contenuto.headerElements).toEqual([]);
  expect(contenuto.bodyElements).toMatchObject([{ title: GRAFICO, type: 'graphic', graphicType: 'bar', xvalue: 'tipo', cols: 12, lg: 6, xl: 6, position: 1 }]);

  // the list (title, descrizione) opens the view
  await page.goto('/dataanalysisdashboards');
  const riga = page.getByRole('row').filter({ hasText: DASHBOARD });
  await expect(riga).toContainText('Costruita dal test');
  await riga.getByRole('button', { name: 'Visualizza' }).click();
  await expect(page).toHaveURL(new RegExp(`/dataanalysisdashboards/view/${idDashboard}$`));
  await expect(page.getByRole('heading', { name: DASHBOARD })).toBeVisible();
  await expect(page.getByRole('article', { name: GRAFICO }).locator('canvas')).toBeVisible();

  // the association page: required fields, then the profile ↔ dashboard row
  await page.goto('/dataanalysisdashboardgruppi');
  await expect(page.getByRole('heading', { name: 'Dashboard per Profilo' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuovo' }).click();
  const modale = page.getByRole('dialog', { name: 'Nuovo gruppo' });
  await modale.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Tutti i campi sono obbligatori')).toBeVisible();
  await scegli(page, 'gruppo-profilo', PROFILO);
  await scegli(page, 'gruppo-dashboard', DASHBOARD);
  await modale.getByRole('button', { name: 'Salva' }).click();
  await expect(modale).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: PROFILO })).toContainText(DASHBOARD);

  // the user of that profile sees it, with its bar chart
  await utente.reload();
  await expect(utente.getByRole('tab', { name: DASHBOARD })).toBeVisible();
  const suo = utente.getByRole('article', { name: GRAFICO });
  await expect(suo.locator('canvas')).toBeVisible();
  await expect(utente.getByRole('tab', { name: 'Documenti' })).toHaveCount(0);
  await utente.waitForTimeout(800); // the chart's animation
  await utente.screenshot({ path: '/tmp/dash-utente.png', fullPage: true });

  await suo.getByRole('button', { name: 'Zoom' }).click();
  await expect(utente.getByRole('dialog', { name: GRAFICO }).locator('canvas')).toBeVisible();
  await utente.keyboard.press('Escape');

  // details → the pivot, in Italian, on the query's analytic rows
  await suo.getByRole('button', { name: 'Dettagli' }).click();
  await expect(utente).toHaveURL(new RegExp(`/dataanalysisdashboards/view/details/${idDashboard}\\?idQuery=\\d+$`));
  await utente.getByRole('button', { name: 'Crea tabella pivot' }).click();
  const pivot = utente.getByTestId('pivot');
  await expect(pivot.locator('.pvtAttr').filter({ hasText: 'Tipo' })).toBeVisible();
  await utente.screenshot({ path: '/tmp/dash-pivot.png', fullPage: true });
  await expect(pivot.locator('.pvtVals .pvtDropdownCurrent').first()).toContainText('Conteggio');
  await expect(pivot.locator('.pvtRenderers .pvtDropdownCurrent')).toContainText('Tabella');
  await expect(pivot.locator('.pvtTotalLabel').first()).toHaveText('Totali');

  // the association removed (filtered by profile, the filter kept in the session), the user has no dashboard again
  await page.goto('/dataanalysisdashboardgruppi');
  await scegli(page, 'filtro-profilo', PROFILO);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByRole('table', { name: 'Dashboard per Profilo' }).getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(page.locator('.p-dropdown').filter({ has: page.locator('#filtro-profilo') })).toContainText(PROFILO);
  const associazione = page.getByRole('row').filter({ hasText: DASHBOARD });
  await associazione.getByRole('button', { name: 'Elimina' }).click();
  const conferma = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Sei sicuro di eliminare questo gruppo?' });
  await conferma.getByRole('button', { name: 'SI', exact: true }).click();
  await expect(page.getByText('Eliminazione avvenuta con successo')).toBeVisible();
  await expect(associazione).toHaveCount(0);
  await utente.goto('/dashboard');
  await expect(utente.getByText('Nessuna Dashboard Configurata')).toBeVisible();
  await contesto.close();
});
