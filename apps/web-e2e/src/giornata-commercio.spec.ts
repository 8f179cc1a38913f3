import { expect, test, type Locator, type Page } from '@playwright/test';
import { accedi } from './accesso';
import { chiamaApi, tokenApi } from './support/api';
import { controllaTesti } from './support/testi-leggibili';

/** An amount as every screen writes it: 13,50 € */
const euro = (n: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** Tab until `dove` holds the focus (a few presses at most): the keyboard alone reaches it. */
async function tabFino(page: Page, dove: Locator, massimo = 10) {
  for (let i = 0; i < massimo && !(await dove.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(dove).toBeFocused();
}

/** The key pressed, then the element that must hold the focus: the keyboard path is asserted step by step. */
async function premi(page: Page, tasto: string, poi: Locator) {
  await page.keyboard.press(tasto);
  await expect(poi).toBeFocused();
}

/**
 * A commerce day (issue 25): the administrator checks an article and its price list; the customer
 * signs in, lands on their orders and composes one with the keyboard only, seeing the price and
 * the total (two decimals, €), and confirms it; the administrator finds the order and confirms it,
 * delivers it with a DDT (the party picked among customers only), turns the DDT into its invoice
 * with "Trasforma tutte le righe", saves, and opens the invoice's history. The types, the VAT code,
 * the parties and the article are the test's own (created through the API, as an administrator
 * would), so the day depends neither on the demo data nor on the date.
 */
test('giornata commercio: listino, ordine del cliente da tastiera, DDT, trasformazione e storico', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(420_000);
  const token = await tokenApi(request);
  const s = Date.now().toString(36).slice(-5).toUpperCase();
  const ddt = `G${s}`;
  const fat = `H${s}`;
  const iva = `J${s}`;
  const articolo = { codice: `GC${s}`, descrizione: `RISMA GIORNATA ${s}`, prezzoBase: 3.2, prezzoEsposto: 4.5 };
  const cliente = `BOTTEGA GIORNATA ${s}`;
  await chiamaApi(request, token, 'POST', '/iva', { codice: iva, descrizione: 'IVA 22% giornata', aliquota: 22 });
  await chiamaApi(request, token, 'POST', '/dizionariotipi', { sezioneDizionario: 'DOCUMENTO', codiceTipo: fat, descrizioneTipo: 'Fattura giornata', tipo: 'P', tipoMovimento: 'S' });
  await chiamaApi(request, token, 'POST', '/dizionariotipi', {
    sezioneDizionario: 'DOCUMENTO',
    codiceTipo: ddt,
    descrizioneTipo: 'DDT giornata',
    tipo: 'P',
    tipoMovimento: 'S',
    richiedeFattura: fat,
  });
  await chiamaApi(request, token, 'POST', '/anagrafica', { codice: `C${s}`, nominativo: cliente, codiceTipo: 'CLI', citta: 'NAPOLI', partitaIva: '01234567897' });
  // a supplier named like the customer: a delivery note's party search must not offer it
  await chiamaApi(request, token, 'POST', '/anagrafica', { codice: `F${s}`, nominativo: `${cliente} FORNITORE`, codiceTipo: 'FOR', citta: 'SALERNO', partitaIva: '06349871258' });
  await chiamaApi(request, token, 'POST', '/articoli', {
    codice: articolo.codice,
    descrizione: articolo.descrizione,
    codiceIva: iva,
    listino: { prezzoBase: articolo.prezzoBase, prezzoEsposto: articolo.prezzoEsposto },
  });

  // 1. the administrator checks the article and its price list: amounts with two decimals and €
  await accedi(page, 'admin');
  await page.goto('/papercleanarticoli');
  await page.getByLabel('Codice Articolo').fill(articolo.codice);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const rigaArticolo = page.getByRole('row').filter({ has: page.getByRole('cell', { name: articolo.codice, exact: true }) });
  await expect(rigaArticolo).toContainText(articolo.descrizione);
  await controllaTesti(page, testInfo, 'articoli');
  await rigaArticolo.getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Modifica Articolo: ${articolo.descrizione}`);
  const listino = page.getByRole('region', { name: 'Listino' });
  await expect(listino.getByLabel('Prezzo Base')).toHaveValue(euro(articolo.prezzoBase));
  await expect(listino.getByLabel('Prezzo Esposto')).toHaveValue(euro(articolo.prezzoEsposto));
  await controllaTesti(page, testInfo, 'articolo e listino');
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/papercleanarticoli$/);

  // 2. the customer lands on their orders and composes one with the keyboard only
  const clienteWeb = await browser.newPage({ baseURL: testInfo.project.use.baseURL, locale: 'it-IT' });
  await accedi(clienteWeb, 'cliente');
  await expect(clienteWeb).toHaveURL(/\/ordini$/);
  await expect(clienteWeb.getByRole('heading', { name: 'Ordini' })).toBeVisible();
  await controllaTesti(clienteWeb, testInfo, 'ordini del cliente');
  await clienteWeb.getByRole('button', { name: 'Crea Ordine' }).focus();
  const modale = clienteWeb.getByRole('dialog', { name: 'Crea Ordine' });
  // the dialog opens on its first step, the entry row's article search; that opens on its first filter
  await premi(clienteWeb, 'Enter', modale.getByRole('button', { name: 'Cerca Articolo' }));
  const ricerca = modale.getByRole('region', { name: 'Cerca Articolo' });
  await premi(clienteWeb, 'Enter', ricerca.getByLabel('Codice Articolo'));
  await clienteWeb.keyboard.type(articolo.codice);
  await clienteWeb.keyboard.press('Enter');
  const trovato = ricerca.getByRole('row').filter({ has: clienteWeb.getByRole('cell', { name: articolo.codice, exact: true }) });
  // the search step shows the price the customer will pay
  await expect(trovato).toContainText(euro(articolo.prezzoEsposto));
  await controllaTesti(clienteWeb, testInfo, 'ricerca articolo del cliente');
  // Tab reaches the row, Enter selects it, Tab reaches Seleziona, Enter picks it
  await tabFino(clienteWeb, trovato);
  await clienteWeb.keyboard.press('Enter');
  const seleziona = ricerca.getByRole('button', { name: 'Seleziona' });
  await expect(seleziona).toBeEnabled();
  await tabFino(clienteWeb, seleziona, 5);
  // back on the form, on the picked article's quantity: 1, selected, so typing replaces it
  const quantita = modale.getByLabel('Quantità').first();
  await premi(clienteWeb, 'Enter', quantita);
  await expect(quantita).toHaveValue('1');
  await expect(modale.getByRole('textbox', { name: 'Articolo' }).first()).toHaveValue(`${articolo.codice} - ${articolo.descrizione}`);
  await clienteWeb.keyboard.type('3');
  await expect(quantita).toHaveValue('3');
  // the row's price and amount and the order's total follow the typing
  const rigaComposta = modale.getByRole('table', { name: 'Righe' }).getByRole('row').nth(1);
  await expect(rigaComposta).toContainText(euro(articolo.prezzoEsposto));
  await expect(rigaComposta).toContainText(euro(3 * articolo.prezzoEsposto));
  await expect(modale.locator('.registro-ordine-totale')).toHaveText(`Totale ordine: ${euro(3 * articolo.prezzoEsposto)}`);
  await controllaTesti(clienteWeb, testInfo, 'ordine composto');
  // Tab on to Salva, Enter: the order is checked, then "Sei sicuro?" with SI in focus, Enter sends it
  await tabFino(clienteWeb, modale.getByRole('button', { name: 'Salva' }), 6);
  const si = clienteWeb.getByRole('button', { name: 'SI', exact: true });
  await premi(clienteWeb, 'Enter', si);
  await expect(clienteWeb.getByText('Sei sicuro di procedere alla creazione ordine?')).toBeVisible();
  await controllaTesti(clienteWeb, testInfo, 'conferma ordine');
  await expect(si).toBeFocused();
  await clienteWeb.keyboard.press('Enter');
  await expect(clienteWeb.getByText('Salvataggio avvenuto con successo')).toBeVisible();
  await expect(modale).toBeHidden();
  const tokenCliente = await tokenApi(request, 'cliente');
  const elenco = await chiamaApi<{ data: { list: { codice: string; totaleOrdine: number }[] } }>(request, tokenCliente, 'GET', '/ordiniordini?page=0&forPage=1');
  const [ordine] = elenco.data.list;
  expect(Number(ordine.totaleOrdine)).toBeCloseTo(3 * articolo.prezzoEsposto, 2);
  const rigaCliente = clienteWeb.getByRole('row').filter({ has: clienteWeb.getByRole('cell', { name: ordine.codice, exact: true }) });
  await expect(rigaCliente).toContainText('CREATO');
  await controllaTesti(clienteWeb, testInfo, 'ordini del cliente dopo la conferma');
  await clienteWeb.close();

  // 3. the administrator finds the order, sees its total and confirms it
  await page.goto('/ordini');
  await page.getByLabel('Numero Ordine').fill(ordine.codice);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const rigaOrdine = page.getByRole('row').filter({ has: page.getByRole('cell', { name: ordine.codice, exact: true }) }).filter({ hasText: 'Cliente Carla' });
  await expect(rigaOrdine).toContainText('CREATO');
  await controllaTesti(page, testInfo, 'ordini dell’amministratore');
  await rigaOrdine.getByRole('button', { name: 'Visualizza' }).click();
  const vista = page.getByRole('dialog', { name: 'Visualizza Ordine' });
  await expect(vista).toContainText(articolo.descrizione);
  await expect(vista.locator('[data-campo="totaleOrdine"]')).toContainText(euro(3 * articolo.prezzoEsposto));
  await controllaTesti(page, testInfo, 'ordine visto dall’amministratore');
  await vista.getByRole('button', { name: 'Conferma Ordine' }).click();
  await expect(vista.locator('[data-campo="statoAttuale"]')).toContainText('CONFERMATO');
  await vista.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(vista).toBeHidden();

  // 4. the order goes out with a DDT to the customer's party: the search offers customers only
  await page.goto(`/papercleandocumentotipi/documenti?codiceTipo=${ddt}&tipo=P`);
  await expect(page.getByRole('heading', { name: `Documenti ${ddt}` })).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  const editor = page.getByRole('dialog');
  await expect(editor).toContainText(`Nuovo Documento ${ddt}`);
  await editor.getByRole('button', { name: 'CERCA', exact: true }).click();
  await editor.getByLabel('Nominativo').fill(cliente);
  await editor.getByRole('button', { name: 'Cerca' }).click();
  await expect(editor.getByRole('row', { name: new RegExp(cliente) })).toHaveCount(1);
  await expect(editor.getByText(`${cliente} FORNITORE`)).toHaveCount(0);
  await controllaTesti(page, testInfo, 'ricerca intestatario del DDT');
  await editor.getByRole('row', { name: new RegExp(cliente) }).dblclick();
  await expect(editor.locator('#documento-nominativo')).toHaveValue(cliente);
  await editor.getByRole('button', { name: 'Cerca articolo' }).click();
  await editor.getByLabel('Descrizione Articolo').fill(articolo.descrizione);
  await editor.getByRole('button', { name: 'Cerca' }).click();
  await editor.getByRole('row', { name: new RegExp(articolo.descrizione) }).click();
  await editor.getByRole('button', { name: 'Seleziona' }).click();
  const quantitaDdt = editor.getByLabel('Quantità 1');
  await quantitaDdt.fill('3');
  await quantitaDdt.blur();
  await editor.getByRole('button', { name: 'Aggiungi riga' }).click();
  await expect(editor.getByRole('table', { name: 'Righe' }).getByRole('button', { name: 'Elimina riga' })).toHaveCount(1);
  await expect(editor.getByLabel('Totale Netto')).toHaveText(euro(3 * articolo.prezzoBase));
  await controllaTesti(page, testInfo, 'DDT composto');
  await editor.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Salvataggio avvenuto con successo')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const rigaDdt = page.getByRole('row', { name: new RegExp(cliente) });
  await expect(rigaDdt).toContainText('COMPLETA');
  await controllaTesti(page, testInfo, 'documenti DDT');

  // 5. the DDT becomes its invoice: every row at once, then saved
  await rigaDdt.getByRole('button', { name: 'Trasforma' }).click();
  const origine = page.getByRole('region', { name: 'Documento di Origine' });
  const nuovo = page.getByRole('region', { name: 'Nuovo Documento' });
  await expect(nuovo).toContainText('Nessuna riga ancora');
  await controllaTesti(page, testInfo, 'trasformazione');
  await page.getByRole('button', { name: 'Trasforma tutte le righe' }).click();
  await expect(origine.getByText('Trasformata')).toBeVisible();
  await expect(nuovo.getByTestId('descrizione-articolo')).toHaveText(articolo.descrizione);
  await expect(nuovo.getByLabel('Totale Netto')).toHaveText(euro(3 * articolo.prezzoBase));
  await controllaTesti(page, testInfo, 'trasformazione completata');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL(/\/papercleandocumentotipi$/);

  // 6. from the document types, the invoice's type: the invoice is listed, and its history says who made it
  await page.getByRole('link', { name: 'Fattura giornata', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Documenti ${fat}` })).toBeVisible();
  const rigaFattura = page.getByRole('row', { name: new RegExp(cliente) });
  await expect(rigaFattura).toContainText('COMPLETA', { timeout: 30_000 });
  await controllaTesti(page, testInfo, 'documenti fattura');
  await rigaFattura.getByRole('button', { name: 'Visualizza Documento' }).click();
  const fattura = page.getByRole('dialog');
  await expect(fattura).toContainText(`Visualizza Documento ${fat} n. 1`);
  await expect(fattura.getByTestId('descrizione-articolo').first()).toHaveText(articolo.descrizione);
  await controllaTesti(page, testInfo, 'fattura');
  await fattura.getByRole('button', { name: 'Storico Modifiche' }).click();
  const storico = page.getByRole('dialog', { name: 'Storico Modifiche' });
  await expect(storico.getByRole('row').nth(1)).toContainText('admin');
  await controllaTesti(page, testInfo, 'storico della fattura');
});
