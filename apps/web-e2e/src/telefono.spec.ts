import { expect, test } from '@playwright/test';
import { accedi } from './accesso';
import { celleTagliate, pulsantiTagliati, sporgenzeIn } from './support/telefono';

/** Every list page the administrator has, by its route. */
const ELENCHI = [
  'users',
  'gruppi',
  'session',
  'logs',
  'taskmanager',
  'moduli',
  'configparameter',
  'integrazionebusiness',
  'strutture',
  'numeratori',
  'fatturazionenumeratori',
  'tipidocumento',
  'causalidocumento',
  'contabilita/fatturazione',
  'contabilita/fatturericevute',
  'printreport',
  'printserver',
  'documentrepository',
  'dataanalysistables',
  'dataanalydatasources',
  'papercleanarticoli',
  'papercleandocumentotipi/documenti',
  'papercleanconfigurazioneiva',
  'papercleanconfigurazionecategorie',
  'ordini',
];

/**
 * On a phone (390 px) every list is a column of cards, one per row, each field named beside its
 * value (LazyTable and ClientTable stack below 600 px): nothing to scroll sideways, in the page or
 * in the table.
 */
test('every list fits a phone: no page and no table scrolls sideways at 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  await accedi(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const elenco of ELENCHI) {
    await page.goto(`/${elenco}`);
    const tabella = page.locator('.p-datatable').first();
    await expect(tabella, elenco).toBeVisible();
    await expect(page.locator('.p-datatable-loading-overlay'), elenco).toHaveCount(0);
    const sporgenze = await page.evaluate(() => ({
      pagina: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      tabelle: [...document.querySelectorAll('.p-datatable-wrapper')].map((t) => t.scrollWidth - t.clientWidth),
    }));
    expect.soft(sporgenze.pagina, `${elenco}: la pagina scorre di lato`).toBeLessThanOrEqual(0);
    expect.soft(Math.max(0, ...sporgenze.tabelle), `${elenco}: la tabella scorre di lato`).toBeLessThanOrEqual(0);
  }
});

/**
 * The tables of lines (LineEditor) stack on a phone too: an article's barcodes (as a table, 126 px
 * wider than its panel) and a category's subcategories in its modal (the order's rows are checked
 * in ordini.spec.ts).
 */
test('every table of lines fits a phone at 390 px', async ({ page }) => {
  await accedi(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/papercleanconfigurazionecategorie');
  await page.getByRole('button', { name: 'Modifica' }).first().click();
  const modale = page.getByRole('dialog', { name: 'Modifica Categoria' });
  await expect(modale.getByRole('table', { name: 'Sottocategorie' })).toBeVisible();
  const categoria = await sporgenzeIn(page, '.p-dialog');
  expect(categoria.tabelle.length).toBeGreaterThan(0);
  expect(Math.max(categoria.pagina, ...categoria.tabelle), 'le sottocategorie scorrono di lato').toBeLessThanOrEqual(0);

  await page.goto('/papercleanarticoli');
  await page.getByRole('button', { name: 'Modifica' }).first().click();
  await page.getByRole('tab', { name: 'Barcode' }).click();
  await expect(page.getByRole('table', { name: 'Barcode' })).toBeVisible();
  const articolo = await sporgenzeIn(page, '[role="tabpanel"]');
  expect(articolo.tabelle.length).toBeGreaterThan(0);
  expect(Math.max(articolo.pagina, ...articolo.tabelle), 'i barcode scorrono di lato').toBeLessThanOrEqual(0);
});

/**
 * A table that comes with a record (DetailTable) stacks too, and a value without spaces breaks
 * inside its card instead of running past it: the parameters the api holds in memory (names like
 * ANALYSIS_QUERY_TIMEOUT_SECONDS, values like a URL).
 */
test('every table of a record fits a phone at 390 px, long names and values included', async ({ page }) => {
  await accedi(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/configparameter');
  await page.getByRole('tab', { name: 'Caricati in memoria' }).click();
  const caricati = page.getByRole('table', { name: 'Caricati in memoria' });
  await expect(caricati.getByRole('row').nth(1)).toBeVisible();
  const sporgenze = await sporgenzeIn(page, '[role="tabpanel"]');
  expect(Math.max(sporgenze.pagina, ...sporgenze.tabelle), 'i parametri caricati scorrono di lato').toBeLessThanOrEqual(0);
  expect(await celleTagliate(caricati), 'celle tagliate').toEqual([]);
});

/** A dashboard's card on a phone: its title has a line of its own, the card's buttons wrap under it. */
test("a dashboard card's title keeps its line at 390 px", async ({ page }) => {
  await accedi(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Fatture per tipo di documento' });
  await expect(card.locator('canvas')).toBeVisible();
  const titolo = await card.getByRole('heading', { name: 'Fatture per tipo di documento' }).boundingBox();
  const zoom = await card.getByRole('button', { name: 'Zoom' }).boundingBox();
  expect(titolo && zoom && zoom.y >= titolo.y + titolo.height - 1, 'i pulsanti stanno sotto il titolo').toBe(true);
  expect(titolo!.height, 'il titolo va su una riga').toBeLessThan(40);
  expect((await sporgenzeIn(page, 'main')).pagina, 'la pagina scorre di lato').toBeLessThanOrEqual(0);
});

/**
 * The form a list opens with Nuovo (a dialog, or a page of its own for an invoice) fits a phone
 * too: nothing scrolls sideways and every button shows its whole label (the commercial document's
 * editor, whose footer has three buttons, is checked in documenti-commerciali.spec.ts).
 */
test('every new-record form fits a phone at 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  await accedi(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  let aperti = 0;
  for (const elenco of ELENCHI) {
    await page.goto(`/${elenco}`);
    await expect(page.locator('.p-datatable').first(), elenco).toBeVisible();
    const aggiungi = page.locator('main').getByRole('button', { name: 'Nuovo', exact: true });
    if ((await aggiungi.count()) === 0) continue;
    const elencoUrl = page.url();
    await aggiungi.first().click();
    await expect.poll(async () => (await page.getByRole('dialog').count()) > 0 || page.url() !== elencoUrl, elenco).toBe(true);
    const dialogo = (await page.getByRole('dialog').count()) > 0;
    const modulo = dialogo ? page.getByRole('dialog').last() : page.locator('main');
    await expect(modulo, elenco).toBeVisible();
    await expect(page.locator('.p-progress-spinner'), elenco).toHaveCount(0);
    aperti += 1;
    const sporgenze = await sporgenzeIn(page, dialogo ? '.p-dialog' : 'main');
    const oltreIlBordo = await modulo.evaluate((m) => m.getBoundingClientRect().right - document.documentElement.clientWidth);
    expect.soft(Math.max(sporgenze.pagina, ...sporgenze.tabelle), `${elenco}: la pagina o una tabella scorre di lato`).toBeLessThanOrEqual(0);
    expect.soft(oltreIlBordo, `${elenco}: il modulo esce dallo schermo`).toBeLessThanOrEqual(0);
    expect.soft(await pulsantiTagliati(modulo), `${elenco}: pulsanti con l'etichetta tagliata`).toEqual([]);
  }
  expect(aperti).toBeGreaterThan(10);
});

/**
 * A picker in a box of its own (DetailTable with altezza): the customers a new invoice's
 * Intestatario search finds are cards on a phone, scrolling down in their box, not a table that
 * scrolls sideways; a card chosen fills the form as a row does on a computer.
 */
test("a new invoice's customer search fits a phone at 390 px: its results are cards", async ({ page }) => {
  await accedi(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contabilita/fatturazione/edit/-1');
  await expect(page.getByRole('heading', { name: 'Nuova Fattura' })).toBeVisible();
  await page.getByRole('button', { name: 'Modifica intestatario' }).click();
  const intestatario = page.getByRole('dialog').filter({ hasText: 'Ricerca cliente' });
  await intestatario.locator('#soggetto-ricerca').fill('AZIENDA');
  await intestatario.getByRole('button', { name: 'Cerca' }).click();
  const clienti = intestatario.getByRole('table', { name: 'Clienti' });
  const asl = clienti.getByRole('cell', { name: 'AZIENDA SANITARIA LOCALE NAPOLI 1 CENTRO' });
  await expect(asl).toBeVisible();
  await expect(clienti.locator('thead')).toBeHidden(); // each card names its fields instead
  await page.screenshot({ path: 'dist/.playwright/telefono/ricerca-cliente-390.png' });
  const sporgenze = await sporgenzeIn(page, '.p-dialog');
  expect(Math.max(sporgenze.pagina, ...sporgenze.tabelle), 'la ricerca cliente scorre di lato').toBeLessThanOrEqual(0);
  await asl.click();
  await expect(intestatario.locator('#soggetto-partitaIvaSoggetto')).toHaveValue('06328131211');
});
