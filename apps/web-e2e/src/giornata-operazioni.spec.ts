import { expect, test, type Page } from '@playwright/test';
import { accedi } from './accesso';
import { controllaTesti } from './support/testi-leggibili';

// unique per run, so that a retry does not meet the records of the failed attempt
const PARAMETRO = `E2E_GIORNATA_${Date.now().toString(36).toUpperCase()}`;

/** Today as an Italian types it (29/11/2026), in the product's time zone: the logs' days are Rome's. */
const oggi = () => new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

const campoVista = (page: Page, etichetta: string) => page.locator('.registro-dettaglio-campi > div').filter({ has: page.getByText(etichetta, { exact: true }) }).locator('dd');

/**
 * An operator-administrator's day (issue 25): system info live, a task run and its log, the day's
 * logs read as sentences, a configuration parameter added and removed, the modules.
 */
test("the administrator's day at the operations desk", async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await accedi(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await menu.getByRole('button', { name: 'Amministrazione' }).click();

  // system info, live
  await menu.getByRole('link', { name: 'Info di Sistema' }).click();
  await expect(page.getByRole('heading', { name: 'Info di Sistema', exact: true })).toBeVisible();
  await expect(page.getByTestId('stato-aggiornamento')).toHaveText('In tempo reale', { timeout: 20_000 });
  await expect(page.getByTestId('grafico-memoria').locator('canvas')).toBeVisible();
  await controllaTesti(page, testInfo, 'Info di Sistema');

  // the task manager: run Pulizia Log now and read its log
  await menu.getByRole('link', { name: 'Task Schedulati' }).click();
  await expect(page.getByRole('heading', { name: 'Task Schedulati', exact: true })).toBeVisible();
  await controllaTesti(page, testInfo, 'Task Schedulati');
  await page.getByRole('link', { name: 'Pulizia Log', exact: true }).click();
  await expect(page).toHaveURL(/\/taskmanager\/view\/\d+$/);
  await expect(campoVista(page, 'Nome Classe')).toHaveText('PuliziaLog');
  await controllaTesti(page, testInfo, 'Dettaglio Task');
  await page.getByRole('button', { name: 'Elabora' }).click();
  const modale = page.getByRole('dialog');
  await modale.getByRole('button', { name: 'Esegui', exact: true }).click();
  await expect(page.getByText('Esecuzione avviata')).toBeVisible();
  await expect(modale.getByText('COMPLETATO', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(modale.getByLabel('Log Elaborazione')).not.toBeEmpty();
  await controllaTesti(page, testInfo, 'Log di elaborazione del task');
  await modale.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(modale).toBeHidden();
  const esecuzione = page.getByRole('region', { name: 'Log Esecuzioni' }).getByRole('row').nth(1);
  // the text shown (each cell also holds its column's name, for a phone's cards)
  await expect(esecuzione.getByRole('cell').nth(2)).toHaveText('COMPLETATO', { useInnerText: true });

  // a configuration parameter added by hand
  await menu.getByRole('link', { name: 'Parametri' }).click();
  await expect(page.getByRole('heading', { name: 'Parametri di Configurazione' })).toBeVisible();
  await controllaTesti(page, testInfo, 'Parametri di Configurazione');
  await page.getByRole('button', { name: 'Nuovo' }).click();
  await expect(page).toHaveURL(/\/configparameter\/edit\/-1$/);
  await page.locator('#parametro-nome').fill(PARAMETRO);
  await page.locator('#parametro-tipo').fill('TESTO');
  await page.locator('#parametro-note').fill('Parametro della giornata di prova');
  await page.locator('#parametro-valore').fill('"buongiorno"');
  await controllaTesti(page, testInfo, 'Nuovo parametro');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText(/Salvataggio avvenuto/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/configparameter$/);

  // the day's logs, the days typed as an Italian writes them: the run and the parameter read as sentences
  await page.goto('/logs');
  await expect(page.getByRole('heading', { name: 'Log', exact: true })).toBeVisible();
  await page.locator('#filtro-dataDal').pressSequentially(oggi());
  await page.locator('#filtro-dataAl').pressSequentially(oggi());
  await page.locator('#filtro-sezione').click(); // leaves the day field: what was typed is read
  await expect(page.locator('#filtro-dataDal')).toHaveValue(oggi());
  await page.getByRole('button', { name: 'Cerca' }).click();
  const tabella = page.getByRole('table', { name: 'Log' });
  const creato = tabella.getByRole('row').filter({ hasText: `Parametro di configurazione creato: ${PARAMETRO}` });
  // the logs are written by the worker a moment after the event
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Aggiorna' }).click();
        return creato.count();
      },
      { timeout: 20_000, intervals: [500, 1000] },
    )
    .toBeGreaterThan(0);
  await expect(creato.first()).toContainText('Creazione');
  await expect(creato.first()).toContainText('Info');
  const giorno = oggi().replace(/\//g, '-');
  await expect(creato.first()).toContainText(giorno);
  await expect(tabella.getByRole('row').filter({ hasText: 'Esecuzione del task richiesta' }).first()).toContainText(giorno);
  await controllaTesti(page, testInfo, 'Log di oggi');

  // the parameter removed again, after asking
  await page.goto('/configparameter');
  await page.getByRole('textbox', { name: 'Nome' }).fill(PARAMETRO);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const riga = page.getByRole('row').filter({ hasText: PARAMETRO });
  await riga.getByRole('button', { name: 'Elimina' }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: /^(Sì|SI)$/ }).click();
  await expect(riga).toHaveCount(0);

  // the modules
  await page.goto('/moduli');
  await expect(page.getByRole('heading', { name: 'Moduli', exact: true })).toBeVisible();
  for (const colonna of ['Nome', 'Versione', 'Data Compilazione', 'Descrizione']) await expect(page.getByRole('columnheader', { name: colonna, exact: true })).toBeVisible();
  await controllaTesti(page, testInfo, 'Moduli');
});
