import { expect, test } from '@playwright/test';
import { accedi } from './accesso';
import { controllaTesti } from './support/testi-leggibili';

/**
 * An analyst's day (issue 25): the administrator reads the charts, checks the data source, runs a
 * query written on the screen (not saved) and opens the pivot of a chart; an operator reads the
 * dashboard of the profile, with nothing to edit and no way into the editor.
 */
test("the administrator's day: dashboards, the data source, a query run from the screen, the pivot in Italian", async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await accedi(page, 'admin');

  // the dashboard of the profile: the charts draw, with Italian ticks
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await menu.getByRole('button', { name: 'Cruscotti' }).click();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Andamento generale' })).toBeVisible();
  const fatturato = page.getByRole('article', { name: 'Fatturato per mese' });
  await expect(fatturato.locator('canvas')).toBeVisible();
  await page.waitForTimeout(800); // the charts' animation, for the screenshot
  await controllaTesti(page, testInfo, 'Dashboard (amministratore)');

  await fatturato.getByRole('button', { name: 'Visualizza dati' }).click();
  const dati = page.getByRole('dialog', { name: 'Fatturato per mese' });
  await expect(dati.getByRole('row').nth(1)).toBeVisible();
  // the month and the amount as Italians write them (12/2026, 950,94), never the query's 2026-12 or 950.94
  await expect(dati.getByRole('row').nth(1)).toHaveText(/\b\d{2}\/\d{4}\b.*\d,\d{2}\b/, { useInnerText: true });
  await expect(dati.getByRole('row').nth(1)).not.toHaveText(/\d{4}-\d{2}|\d\.\d{2}\b/, { useInnerText: true });
  await controllaTesti(page, testInfo, 'Dati del grafico');
  await dati.getByRole('button', { name: 'Chiudi la finestra' }).click();
  await expect(dati).toBeHidden();

  // the data source: Italian tabs and columns, the connection verified
  await menu.getByRole('button', { name: 'Analisi Dati' }).click();
  await menu.getByRole('link', { name: 'Sorgenti Dati' }).click();
  await expect(page).toHaveURL(/\/dataanalydatasources$/);
  await expect(page.getByRole('heading', { name: 'Sorgenti dati' })).toBeVisible();
  const sorgenti = page.getByRole('table', { name: 'Sorgenti dati' });
  await expect(sorgenti.getByRole('columnheader', { name: 'Stringa di connessione' })).toBeVisible();
  const registro = sorgenti.getByRole('row').filter({ hasText: 'Registro (sola lettura)' });
  await registro.getByRole('button', { name: 'Verifica connessione' }).click();
  await expect(page.getByText('Connessione verificata con successo')).toBeVisible();
  await controllaTesti(page, testInfo, 'Sorgenti dati');
  await page.getByRole('tab', { name: 'Driver database' }).click();
  const driver = page.getByRole('table', { name: 'Driver database' });
  for (const colonna of ['Nome', 'Nome JDBC', 'Classe Java', 'Query dei campi']) await expect(driver.getByRole('columnheader', { name: colonna, exact: true })).toBeVisible();
  await controllaTesti(page, testInfo, 'Driver database');

  // a saved query, changed on the screen and run without saving: the result is the SQL on screen
  await menu.getByRole('link', { name: 'Query' }).click();
  await expect(page).toHaveURL(/\/dataanalysisquery$/);
  await controllaTesti(page, testInfo, 'Query');
  await page.getByRole('table', { name: 'Query' }).getByRole('row').filter({ hasText: 'Documenti commerciali per tipo' }).getByRole('button', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(/\/dataanalysisquery\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Sorgente dati' })).toHaveValue('Registro (sola lettura)');
  const sql = page.getByLabel('Query Grafico');
  await expect(sql).not.toHaveValue('');
  await page.waitForLoadState('networkidle');
  const salvata = await sql.inputValue();
  const nuova = "SELECT 'Prova del giorno' AS voce, 7 AS quante";
  await sql.fill(nuova);
  await expect(sql).toHaveValue(nuova);
  await page.getByRole('button', { name: 'Esegui query', exact: true }).click();
  const risultato = page.getByRole('table', { name: 'Risultato della query' });
  await expect(risultato.getByRole('columnheader', { name: 'quante' })).toBeVisible();
  await expect(risultato.getByRole('row').nth(1)).toContainText('Prova del giorno');
  await expect(risultato.getByRole('row').nth(1)).toContainText('7');
  await controllaTesti(page, testInfo, 'Query eseguita dallo schermo');
  // nothing was saved: the page opened again shows the saved SQL
  await page.reload();
  await expect(page.getByLabel('Query Grafico')).toHaveValue(salvata);

  // the pivot of a chart: its fields named in Italian words, not as the SQL's camelCase aliases
  await page.goto('/dashboard');
  await fatturato.getByRole('button', { name: 'Dettagli' }).click();
  await expect(page).toHaveURL(/\/dataanalysisdashboards\/view\/details\/\d+\?idQuery=\d+$/);
  await expect(page.getByRole('heading', { name: /Fatturato per mese/ })).toBeVisible();
  await controllaTesti(page, testInfo, 'Dettaglio del grafico');
  await page.getByRole('button', { name: 'Crea tabella pivot' }).click();
  const pivot = page.getByTestId('pivot');
  await expect(pivot.locator('.pvtAttr').filter({ hasText: 'Tipo Documento' })).toBeVisible();
  await expect(pivot.locator('.pvtAttr').filter({ hasText: 'tipoDocumento' })).toHaveCount(0);
  await expect(pivot.locator('.pvtTotalLabel').first()).toHaveText('Totali');
  await controllaTesti(page, testInfo, 'Tabella pivot');
});

test("the operator's day: the profile's dashboard to read, nothing to edit, the editor closed with a clear message", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await accedi(page, 'operatore');
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Documenti' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Documenti commerciali per tipo' });
  await expect(card.locator('canvas')).toBeVisible();
  // an operator reads: no pencil on the charts
  await expect(page.getByRole('button', { name: 'Modifica configurazione' })).toHaveCount(0);
  await page.waitForTimeout(800); // the charts' animation, for the screenshot
  await controllaTesti(page, testInfo, 'Dashboard (operatore)');

  await card.getByRole('button', { name: 'Zoom' }).click();
  await expect(page.getByRole('dialog', { name: 'Documenti commerciali per tipo' }).locator('canvas')).toBeVisible();
  await controllaTesti(page, testInfo, 'Grafico ingrandito');
  await page.getByRole('dialog', { name: 'Documenti commerciali per tipo' }).getByRole('button', { name: 'Chiudi la finestra' }).click();

  await page.goto('/dataanalysisdashboards');
  await expect(page.getByRole('heading', { name: 'Non hai i permessi per questa pagina' })).toBeVisible();
  await controllaTesti(page, testInfo, 'Gestione Dashboard (operatore)');
  await page.getByRole('button', { name: 'Torna alla Home' }).click();
  await expect(page).toHaveURL(/\/home(\?|$)/);
});
