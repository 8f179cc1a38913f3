import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { accedi } from './accesso';
import { controllaTesti } from './support/testi-leggibili';

/**
 * Received supplier invoices (issue 26): the signed FatturaPA sample (CAdES .p7m, two bodies)
 * imported through the dialog gives two documents; imported again, a duplicate that links to
 * the one already there; one opened reads like the ministerial style sheet, prints as PDF and has its history.
 */

test.use({ timezoneId: 'Europe/Rome', locale: 'it-IT' });

const RADICE = path.resolve(__dirname, '../../..');
/** the official standards next to the clone (../shared), never copied into it */
const P7M = path.resolve(RADICE, '../shared/standards/fatturapa/ricevute/IT01234567890_FPR03.xml.p7m');
const euro = (importo: string) => new RegExp(`${importo.replace(/\./g, '\\.')}\\s€`);

test('a signed supplier invoice: imported through the dialog, refused the second time as a duplicate, opened, printed', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await accedi(page, 'admin');
  await page.goto('/contabilita/fatturericevute');
  await expect(page.getByRole('heading', { name: 'Fatture Ricevute' })).toBeVisible({ timeout: 30_000 });

  // import the signed file: two bodies, two documents
  await page.getByRole('button', { name: 'Importa', exact: true }).click();
  const dialogo = page.getByTestId('dialog-importa-fatture-ricevute');
  await expect(dialogo).toBeVisible();
  await dialogo.locator('input[type="file"]').setInputFiles({ name: 'IT01234567890_FPR03.xml.p7m', mimeType: 'application/pkcs7-mime', buffer: readFileSync(P7M) });
  await expect(dialogo.getByText('IT01234567890_FPR03.xml.p7m')).toBeVisible();
  await controllaTesti(page, testInfo, 'Importa: file scelto');
  await dialogo.getByRole('button', { name: 'Importa i file' }).click();
  const creati = dialogo.getByRole('table', { name: 'Fatture importate' });
  await expect(creati).toBeVisible({ timeout: 30_000 });
  await expect(dialogo.getByText('Documenti creati: 2 · File rifiutati: 0')).toBeVisible();
  await expect(creati.getByRole('link', { name: '123', exact: true })).toBeVisible();
  await expect(creati.getByRole('link', { name: '456', exact: true })).toBeVisible();
  await expect(creati).toContainText('18/12/2014');
  await expect(creati).toContainText('20/12/2014');
  await expect(creati).toContainText("SOCIETA' ALPHA SRL");
  await expect(creati).toContainText(/trovato per partita IVA|trovato per codice fiscale|nuovo fornitore creato/);
  await controllaTesti(page, testInfo, 'Importa: esito');

  // the same file again: refused as a duplicate, with a link to the document already there
  await dialogo.getByRole('button', { name: 'Importa altri file' }).click();
  await dialogo.locator('input[type="file"]').setInputFiles({ name: 'IT01234567890_FPR03.xml.p7m', mimeType: 'application/pkcs7-mime', buffer: readFileSync(P7M) });
  await dialogo.getByRole('button', { name: 'Importa i file' }).click();
  const rifiutati = dialogo.getByRole('table', { name: 'File rifiutati' });
  await expect(rifiutati).toBeVisible({ timeout: 30_000 });
  await expect(dialogo.getByText(/^Documenti creati: 0 · File rifiutati: \d+$/)).toBeVisible();
  await expect(rifiutati).toContainText('Fattura già importata');
  await controllaTesti(page, testInfo, 'Importa: duplicato');
  await rifiutati.getByRole('link', { name: 'Apri la fattura già importata' }).first().click();
  await expect(dialogo).toBeHidden();
  await expect(page).toHaveURL(/\/contabilita\/fatturericevute\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Fattura n\. (123|456) del / })).toBeVisible();
  await page.getByRole('button', { name: 'Indietro' }).first().click();
  await expect(page).toHaveURL(/\/contabilita\/fatturericevute$/);

  // the list: both documents with supplier, dates, totals and due dates
  const elenco = page.getByRole('table', { name: 'Fatture Ricevute' });
  await expect(elenco.getByRole('link', { name: '123', exact: true })).toBeVisible();
  await expect(elenco).toContainText('30/01/2015');
  await expect(elenco).toContainText(euro('2.440,00'));
  await controllaTesti(page, testInfo, 'Elenco fatture ricevute');
  const scaricaExcel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica Excel' }).click();
  expect((await scaricaExcel).suggestedFilename()).toMatch(/\.xlsx$/);

  // open one by its row
  await elenco.getByRole('row').filter({ hasText: '456' }).getByText('20/12/2014').click();
  await expect(page).toHaveURL(/\/contabilita\/fatturericevute\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Fattura n. 456 del 20/12/2014' })).toBeVisible();
  const cedente = page.getByRole('region', { name: 'Cedente / prestatore (fornitore)' });
  await expect(cedente).toContainText("SOCIETA' ALPHA SRL");
  await expect(page.getByRole('region', { name: 'Cessionario / committente' })).toContainText('BETA GAMMA');
  await expect(page.getByRole('region', { name: 'Dati generali del documento' })).toContainText('TD01 Fattura');
  await expect(page.getByRole('table', { name: 'Dettaglio della fornitura' })).toContainText('PRESTAZIONE DEL SEGUENTE SERVIZIO PROFESSIONALE');
  await expect(page.getByRole('region', { name: 'Riepilogo per aliquota IVA e natura' })).toContainText(euro('2.000,00'));
  const pagamento = page.getByRole('region', { name: 'Pagamento' });
  await expect(pagamento).toContainText('MP19');
  await expect(pagamento).toContainText('28/01/2015');
  await expect(pagamento).toContainText(euro('2.440,00'));
  await expect(page.getByTestId('firma-ricevuta')).toContainText('Firmata da');
  await expect(page.getByTestId('firma-ricevuta')).toContainText('CORATO SERGIO');
  await controllaTesti(page, testInfo, 'Fattura ricevuta');

  // the original file, byte for byte
  const scaricaOriginale = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica file originale' }).click();
  const originale = await scaricaOriginale;
  expect(readFileSync(await originale.path()).equals(readFileSync(P7M))).toBe(true);

  // the PDF, through the print pipeline
  const risposta = page.waitForResponse((r) => /\/api\/fatturericevute\/\d+\/stampa/.test(r.url()));
  await page.getByRole('button', { name: 'Stampa PDF' }).click();
  expect((await risposta).status()).toBe(200);
  const anteprima = page.getByTestId('anteprima-pdf');
  await expect(anteprima).toBeVisible({ timeout: 30_000 });
  await expect(anteprima.getByTestId('anteprima-pdf-frame')).toHaveAttribute('src', /^blob:/);
  const scaricaPdf = page.waitForEvent('download');
  await anteprima.getByRole('link', { name: 'Scarica PDF' }).click();
  expect(readFileSync(await (await scaricaPdf).path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await anteprima.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(anteprima).toBeHidden();

  // the history, from the events
  await page.getByRole('button', { name: 'Storico Modifiche' }).click();
  const storico = page.getByRole('dialog').filter({ hasText: 'Storico Modifiche' });
  await expect(storico).toBeVisible();
  await expect(storico.getByRole('row').nth(1)).toBeVisible();
  await controllaTesti(page, testInfo, 'Storico fattura ricevuta');
});
