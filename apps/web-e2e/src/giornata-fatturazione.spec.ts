import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { accedi } from './accesso';
import { scegli, strutturaDellaNuovaFattura } from './support/dropdown';
import { controllaTesti } from './support/testi-leggibili';

/**
 * A billing clerk's day (issue 25), end to end as the administrator: today's invoices, a new one
 * for a company, its view, history, PDF and XML, the 730 file with the invoices it leaves out, the
 * numerator that gave the number and the document type. Every screen passes the text check.
 */

// "today" is the facility's day (the server reads a filter's day on the Rome clock)
test.use({ timezoneId: 'Europe/Rome', locale: 'it-IT' });

/** an amount as the screens write it, 14,40 € (the space before € is a non-breaking one) */
const euro = (importo: string) => new RegExp(`${importo.replace(/\./g, '\\.')}\\s€`);
const oggi = () => new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
/** 28/11/2026 17:01 on the Rome clock, as every screen writes an instant */
const ISTANTE_DI_OGGI = () => new RegExp(`${oggi().replace(/\//g, '\\/')} \\d{2}:\\d{2}`);

test("a billing clerk's day: today's invoices, a new one for a company, its history, PDF, XML, the 730 file, numerator and document type", async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  await accedi(page, 'admin');

  // the list, filtered on today: Dal = Al = today, typed the way Italians write it
  await page.goto('/contabilita/fatturazione');
  await expect(page.getByRole('heading', { name: 'Fatturazione' })).toBeVisible({ timeout: 30_000 });
  await scegli(page, 'filtro-codiceStruttura', 'Centro Medico Sportivo Registro');
  await page.locator('#filtro-dataDal').fill(oggi());
  await page.locator('#filtro-dataAl').fill(oggi());
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await controllaTesti(page, testInfo, 'Elenco fatture di oggi');

  // a new invoice for a company
  await page.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nuova Fattura' })).toBeVisible();
  // the list's structure filter prefills it (and the field may then be read-only): chosen only when nothing is
  await strutturaDellaNuovaFattura(page, 'Centro Medico Sportivo Registro');
  await controllaTesti(page, testInfo, 'Nuova fattura');

  await page.getByRole('button', { name: 'Modifica intestatario' }).click();
  const intestatario = page.getByRole('dialog').filter({ hasText: 'Ricerca cliente' });
  await intestatario.locator('#soggetto-ricerca').fill('POLISPORTIVA');
  await intestatario.getByRole('button', { name: 'Cerca' }).click();
  await intestatario.getByRole('cell', { name: 'POLISPORTIVA PARTENOPE S.S.D. A R.L.' }).click();
  await controllaTesti(page, testInfo, 'Intestatario');
  await intestatario.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(intestatario).toBeHidden();

  await page.getByRole('button', { name: 'Modifica dati documento' }).click();
  const dati = page.getByRole('dialog').filter({ hasText: 'Dati Documento' });
  await scegli(dati, 'dati-idTipoDocumento', 'Fattura');
  await scegli(dati, 'dati-idCausaleDocumento', 'Prestazione sanitaria');
  await controllaTesti(page, testInfo, 'Dati documento');
  await dati.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(dati).toBeHidden();

  // one line: 14,4 € at 22% reads 14,40 € (never 14,4 €); a company's line needs no Tipo Spesa
  await page.getByRole('button', { name: 'Aggiungi riga', exact: true }).click();
  const riga = page.getByRole('dialog').filter({ hasText: 'Nuova riga' });
  await riga.locator('#riga-codiceArticolo').fill('CONS');
  await riga.locator('#riga-descrizione').fill('Consulenza medico sportiva di squadra');
  await scegli(riga, 'riga-idUnitaMisura', 'NR');
  await riga.locator('#riga-prezzoUnitario').click();
  await riga.locator('#riga-prezzoUnitario').press('Control+a');
  await riga.locator('#riga-prezzoUnitario').pressSequentially('14,4');
  await riga.locator('#riga-prezzoUnitario').press('Tab');
  await scegli(riga, 'riga-idIva', 'IVA 22%');
  await expect(riga.locator('#riga-totaleRiga')).toHaveValue(euro('14,40'));
  await controllaTesti(page, testInfo, 'Nuova riga');
  await riga.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(riga).toBeHidden();
  await scegli(page, 'fattura-idMetodoPagamento', 'Bonifico');
  await expect(page.locator('[data-campo="totaleImponibileDocumento"]')).toContainText(euro('14,40'));
  await expect(page.locator('[data-campo="totaleImpostaDocumento"]')).toContainText(euro('3,17'));
  await expect(page.locator('[data-campo="totaleDocumento"]')).toContainText(euro('17,57'));
  await controllaTesti(page, testInfo, 'Fattura compilata');

  await page.getByRole('toolbar').getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL(/\/contabilita\/fatturazione\/view\/\d+$/, { timeout: 60_000 });
  const titolo = page.getByRole('heading', { name: /^Fattura n\. \S+$/ });
  await expect(titolo).toBeVisible();
  const numero = ((await titolo.textContent()) ?? '').replace('Fattura n. ', '').trim();
  await expect(page.locator('[data-campo="dataDocumento"]')).toContainText(oggi());
  await expect(page.locator('[data-campo="totaleDocumento"]')).toContainText(euro('17,57'));
  await controllaTesti(page, testInfo, 'Fattura salvata');

  // the PDF, downloaded from the preview
  await page.getByRole('toolbar').getByRole('button', { name: 'Stampa', exact: true }).click();
  const anteprima = page.getByTestId('anteprima-pdf');
  await expect(anteprima).toBeVisible({ timeout: 30_000 });
  // (the preview is checked by its buttons: the text check cannot read a page while Chromium's PDF viewer holds it)
  await expect(anteprima.getByRole('button', { name: 'Stampa', exact: true })).toBeEnabled();
  const scaricaPdf = page.waitForEvent('download');
  await anteprima.getByRole('link', { name: 'Scarica PDF' }).click();
  const pdf = await scaricaPdf;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(readFileSync(await pdf.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await anteprima.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(anteprima).toBeHidden();

  // the electronic invoice
  const scaricaXml = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica XML', exact: true }).click();
  const xml = await scaricaXml;
  const testoXml = readFileSync(await xml.path(), 'utf8');
  expect(testoXml).toContain(`<Numero>${numero}</Numero>`);
  expect(testoXml).toContain('<ImportoTotaleDocumento>17.57</ImportoTotaleDocumento>');

  // the history: Italian sentences, today's instants written 29/11/2026 17:01
  await page.getByRole('button', { name: 'Storico Modifiche' }).click();
  const storico = page.getByRole('dialog').filter({ hasText: 'Storico Modifiche' });
  await expect(storico).toContainText('Fattura creata');
  await expect(storico).toContainText('Fattura stampata');
  await expect(storico).toContainText(`Fattura elettronica esportata: ${xml.suggestedFilename()}`);
  await expect(storico).toContainText(ISTANTE_DI_OGGI());
  await controllaTesti(page, testInfo, 'Storico modifiche');
  await storico.getByRole('button', { name: 'Chiudi la finestra' }).click();
  await expect(storico).toBeHidden();

  // back to the list: the filter kept, the new invoice among today's with its total
  await page.getByRole('button', { name: 'Indietro' }).first().click();
  await expect(page).toHaveURL(/\/contabilita\/fatturazione$/);
  await expect(page.locator('#filtro-dataDal')).toHaveValue(oggi());
  await expect(page.locator('#filtro-dataAl')).toHaveValue(oggi());
  const nuova = page.getByRole('row').filter({ has: page.getByRole('cell', { name: numero, exact: true }) });
  await expect(nuova).toContainText(/Polisportiva Partenope/i);
  await expect(nuova).toContainText(euro('17,57'));
  await expect(nuova).toContainText(oggi());
  await controllaTesti(page, testInfo, 'Elenco fatture con la nuova');

  // the 730 for the patients of today: an invoice imported before the checks, without the
  // patient's fiscal code, cannot be made on screen any more; the server is told of one such
  const esclusa = { id: 999_001, numeroDocumento: 'IMP-1', dataDocumento: new Date().toISOString(), intestatario: 'NERI ANNA', motivo: 'manca il codice fiscale del paziente' };
  await page.route(/\/api\/sistemats\/730\/esclusi\?/, async (route) => {
    const risposta = await route.fetch();
    const corpo = (await risposta.json()) as { data: { incluse: number; esclusi: unknown[] } };
    await route.fulfill({ response: risposta, json: { data: { ...corpo.data, esclusi: [...corpo.data.esclusi, esclusa] } } });
  });
  await page.getByRole('button', { name: 'Esporta 730 (Sistema TS)' }).click();
  const domanda = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Scaricare comunque il file?' });
  await expect(domanda).toContainText('IMP-1 (manca il codice fiscale del paziente)');
  await controllaTesti(page, testInfo, 'Esportazione 730: fatture escluse');
  const scaricati: string[] = [];
  page.on('download', (d) => scaricati.push(d.suggestedFilename()));
  await domanda.getByRole('button', { name: 'Scarica file ed elenco escluse' }).click();
  await expect(page.getByText(/^File 730_\S+\.xml scaricato; le fatture escluse sono elencate in 730_fatture_escluse_\S+\.xlsx$/)).toBeVisible();
  await expect.poll(() => scaricati.length).toBe(2);
  expect(scaricati[0]).toMatch(/^730_.*\.xml$/);
  expect(scaricati[1]).toMatch(/^730_fatture_escluse_.*\.xlsx$/);
  await controllaTesti(page, testInfo, 'Esportazione 730 scaricata');

  // the numerator that gave the number, and the document type with its reasons
  await page.goto('/numeratori');
  await expect(page.getByRole('heading', { name: 'Numeratori' })).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: 'FT', exact: true }) })).toContainText(numero);
  await controllaTesti(page, testInfo, 'Numeratori');
  await page.getByRole('link', { name: 'FT', exact: true }).click();
  await expect(page).toHaveURL(/\/numeratori\/view\/\d+$/);
  await controllaTesti(page, testInfo, 'Numeratore FT');

  await page.goto('/tipidocumento');
  await page.getByRole('link', { name: 'Fattura', exact: true }).click();
  await expect(page).toHaveURL(/\/tipidocumento\/view\/\d+$/);
  await expect(page.getByRole('row').filter({ hasText: 'Prestazione sanitaria' })).toBeVisible();
  await controllaTesti(page, testInfo, 'Tipo documento Fattura');
});

/** Tab (or Shift+Tab) until `bersaglio` has the focus: how a keyboard user gets there. */
async function tabFino(page: Page, bersaglio: Locator, indietro = false, massimo = 150) {
  for (let i = 0; i < massimo; i++) {
    await page.keyboard.press(indietro ? 'Shift+Tab' : 'Tab');
    if (await bersaglio.evaluate((e) => e === document.activeElement || e.contains(document.activeElement))) return;
  }
  throw new Error(`${bersaglio} non raggiungibile con la tastiera`);
}

/** A closed dropdown with the focus: Enter opens it, typing goes to the option, Enter picks it. */
async function scegliDaTastiera(page: Page, inizio: string) {
  await page.keyboard.press('Enter');
  await expect(page.locator('.p-dropdown-panel')).toBeVisible();
  await page.keyboard.type(inizio);
  await page.keyboard.press('Enter');
  await expect(page.locator('.p-dropdown-panel')).toBeHidden();
}

test('keyboard only: an invoice with one line from the list (Tab, Enter, arrows, typing), Esc on a list keeps the line', async ({ page }) => {
  test.setTimeout(360_000);
  await accedi(page, 'admin');
  await page.goto('/contabilita/fatturazione');
  await expect(page.getByRole('heading', { name: 'Fatturazione' })).toBeVisible({ timeout: 30_000 });

  // the date filters do not catch the focus in their calendar on the way to Aggiungi
  await tabFino(page, page.getByRole('button', { name: 'Aggiungi', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Nuova Fattura' })).toBeVisible();

  // the recipient: the modal opens on the search, Enter searches, the arrows and Enter pick a customer
  await tabFino(page, page.getByRole('button', { name: 'Modifica intestatario' }));
  await page.keyboard.press('Enter');
  const intestatario = page.getByRole('dialog').filter({ hasText: 'Ricerca cliente' });
  await expect(intestatario.locator('#soggetto-ricerca')).toBeFocused();
  await page.keyboard.type('POLISPORTIVA');
  await page.keyboard.press('Enter');
  const cliente = intestatario.getByRole('row').filter({ hasText: 'POLISPORTIVA PARTENOPE' });
  await tabFino(page, cliente);
  await page.keyboard.press('Enter');
  await expect(intestatario.locator('#soggetto-partitaIvaSoggetto')).not.toHaveValue('');
  await tabFino(page, intestatario.getByRole('button', { name: 'Ok', exact: true }));
  await page.keyboard.press('Enter');
  await expect(intestatario).toBeHidden();
  await expect(page.locator('[data-campo="soggetto"]')).toContainText(/Polisportiva Partenope/i);

  // the document data: the modal opens on its date, the type and the reason from the keyboard
  await tabFino(page, page.getByRole('button', { name: 'Modifica dati documento' }));
  await page.keyboard.press('Enter');
  const dati = page.getByRole('dialog').filter({ hasText: 'Dati Documento' });
  await expect(dati.locator('#dati-dataDocumento')).toBeFocused();
  await tabFino(page, dati.locator('#dati-idTipoDocumento'));
  await scegliDaTastiera(page, 'Fattura');
  await tabFino(page, dati.locator('#dati-idCausaleDocumento'));
  await scegliDaTastiera(page, 'Prestazione');
  await expect(dati.locator('.p-dropdown').filter({ has: page.locator('#dati-idCausaleDocumento') })).toContainText('Prestazione sanitaria');
  await tabFino(page, dati.getByRole('button', { name: 'Ok', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dati).toBeHidden();

  // the line: the modal opens on its first field; Esc on an open list closes the list only
  await tabFino(page, page.getByRole('button', { name: 'Aggiungi riga', exact: true }));
  await page.keyboard.press('Enter');
  const riga = page.getByRole('dialog').filter({ hasText: 'Nuova riga' });
  await expect(riga.locator('#riga-codiceArticolo')).toBeFocused();
  await page.keyboard.type('CONS');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Consulenza di squadra');
  await page.keyboard.press('Tab');
  await expect(riga.locator('#riga-idUnitaMisura')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(riga).toBeVisible();
  await expect(riga.locator('#riga-descrizione')).toHaveValue('Consulenza di squadra');
  await scegliDaTastiera(page, 'NR');
  await tabFino(page, riga.locator('#riga-prezzoUnitario'));
  await page.keyboard.type('14,4');
  await tabFino(page, riga.locator('#riga-idIva'));
  await scegliDaTastiera(page, 'IVA 22');
  await expect(riga.locator('#riga-totaleRiga')).toHaveValue(euro('14,40'));
  await tabFino(page, riga.getByRole('button', { name: 'Ok', exact: true }));
  await page.keyboard.press('Enter');
  await expect(riga).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Consulenza di squadra' })).toContainText(euro('14,40'));

  // payment and save, back up the page with Shift+Tab
  await tabFino(page, page.locator('#fattura-idMetodoPagamento'), true);
  await scegliDaTastiera(page, 'Bonifico');
  await expect(page.locator('[data-campo="totaleDocumento"]')).toContainText(euro('17,57'));
  await tabFino(page, page.getByRole('toolbar').getByRole('button', { name: 'Salva', exact: true }), true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contabilita\/fatturazione\/view\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Consulenza di squadra' })).toContainText(euro('14,40'));
  await expect(page.locator('[data-campo="totaleDocumento"]')).toContainText(euro('17,57'));
});
