import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { accedi } from './accesso';
import { chiamaApi, tokenApi } from './support/api';
import { controllaTesti } from './support/testi-leggibili';

const RADICE = path.resolve(__dirname, '../../..');
const SCREENSHOT = path.resolve(RADICE, 'dist/.playwright/fatturazione-nota-credito');
const foto = (page: Page, nome: string) => page.screenshot({ path: path.join(SCREENSHOT, `${nome}.png`), fullPage: true });
const euro = (testo: string) => new RegExp(testo.replace('.', '\\.') + '\\s€');

interface Documento {
  id: number;
  numeroDocumento: string;
  dataDocumento: string;
  righeDocumento: Record<string, unknown>[];
  [campo: string]: unknown;
}

/** dd/mm/yyyy and yyyy-mm-dd of an instant, in Rome (where the invoice's day is counted). */
function giorno(iso: string): { italiano: string; xml: string } {
  const parti = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
  const [anno, mese, g] = parti.split('-');
  return { italiano: `${g}/${mese}/${anno}`, xml: parti };
}

test('credit note: from an invoice, one line of two, opens the credit note; its XML is TD04 naming the invoice; the invoice lists it with the residual', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  mkdirSync(SCREENSHOT, { recursive: true });

  // an invoice of its own: the demo company invoice's recipient and two lines (2 × 120 less 10% and 3 × 25,25, VAT 22%), saved as new
  const token = await tokenApi(request);
  const elenco = await chiamaApi<{ data: { list: { id: number }[] } }>(request, token, 'GET', '/documenti?page=0&forPage=100&cognomeRagioneSoggetto=POLISPORTIVA');
  const demo = (await chiamaApi<{ data: Documento }>(request, token, 'GET', `/documenti/${elenco.data.list[0].id}`)).data;
  const { id: _id, versione: _v, numeroDocumento: _n, esportata: _e, statoSdi: _s, ...corpo } = demo;
  const fattura = (await chiamaApi<{ data: Documento }>(request, token, 'POST', '/documenti', { ...corpo, id: -1 })).data;
  expect(fattura.righeDocumento).toHaveLength(2);
  const dataFattura = giorno(fattura.dataDocumento);

  await accedi(page, 'admin');
  await page.goto(`/contabilita/fatturazione/view/${fattura.id}`);
  await expect(page.getByRole('heading', { name: `Fattura n. ${fattura.numeroDocumento}` })).toBeVisible();
  await expect(page.locator('[data-campo="totaleDocumento"]')).toContainText(euro('355,94'));

  // the dialog: every line checked, what is left to credit; only the second line is credited
  await page.getByRole('button', { name: 'Nota di credito', exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: `Nota di credito della fattura n. ${fattura.numeroDocumento}` });
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toContainText(`Fattura n. ${fattura.numeroDocumento} del ${dataFattura.italiano}`);
  await expect(dialogo.locator('[data-campo="residuo"]')).toContainText(euro('355,94'));
  await expect(dialogo.getByLabel('Tutte le righe')).toBeChecked();
  await expect(dialogo.getByLabel('Riga 1: CONSULENZA MEDICINA DELLO SPORT')).toBeChecked();
  await expect(dialogo.getByLabel('Riga 2: ELETTROCARDIOGRAMMA DA SFORZO')).toBeChecked();
  await controllaTesti(page, testInfo, 'dialogo nota di credito');
  await foto(page, 'dialogo');
  // none chosen: the dialog says so and stays
  await dialogo.getByText('Tutte le righe').click();
  await dialogo.getByRole('button', { name: 'Emetti nota di credito' }).click();
  await expect(dialogo.getByText('Scegliere almeno una riga da stornare')).toBeVisible();
  await dialogo.getByText('Riga 2: ELETTROCARDIOGRAMMA DA SFORZO').click();
  await dialogo.getByRole('button', { name: 'Emetti nota di credito' }).click();
  await expect(dialogo).toBeHidden();

  // the credit note opens: its own number, the invoice named with a link, one line at the invoice's price
  await expect(page).toHaveURL(/\/contabilita\/fatturazione\/view\/\d+$/);
  const idNota = Number(/view\/(\d+)$/.exec(page.url())?.[1]);
  expect(idNota).not.toBe(fattura.id);
  const titolo = page.getByRole('heading', { name: /^Nota di credito n\. \d+$/ });
  await expect(titolo).toBeVisible();
  const numeroNota = (/n\. (\d+)$/.exec((await titolo.textContent()) ?? '') ?? [])[1];
  const collegata = page.getByTestId('fattura-collegata');
  await expect(collegata).toContainText(`Nota di credito della fattura n. ${fattura.numeroDocumento} del ${dataFattura.italiano}`);
  await expect(page.locator('[data-campo="tipoDocumentoDescrizione"]')).toContainText('Nota di Credito');
  await expect(page.getByRole('row').filter({ hasText: 'ELETTROCARDIOGRAMMA DA SFORZO' })).toContainText(euro('75,75'));
  await expect(page.getByRole('row').filter({ hasText: 'CONSULENZA MEDICINA DELLO SPORT' })).toHaveCount(0);
  await expect(page.locator('[data-campo="totaleDocumento"]')).toContainText(euro('92,42'));
  // a credit note is not credited again
  await expect(page.getByRole('button', { name: 'Nota di credito', exact: true })).toHaveCount(0);
  await controllaTesti(page, testInfo, 'nota di credito');
  await foto(page, 'nota-credito');

  // its XML: TD04, the invoice in DatiFattureCollegate (number and date)
  const scaricato = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica XML', exact: true }).click();
  const xml = readFileSync(await (await scaricato).path(), 'utf8');
  expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
  expect(xml).toContain(`<Numero>${numeroNota}</Numero>`);
  expect(xml).toMatch(
    new RegExp(`<DatiFattureCollegate>\\s*<IdDocumento>${fattura.numeroDocumento}</IdDocumento>\\s*<Data>${dataFattura.xml}</Data>\\s*</DatiFattureCollegate>`),
  );
  expect(xml).toContain('<ImportoTotaleDocumento>92.42</ImportoTotaleDocumento>');

  // back to the invoice by the link: its credit notes, their total, the residual; its history says it
  await collegata.getByRole('link', { name: `Apri la fattura n. ${fattura.numeroDocumento}` }).click();
  await expect(page.getByRole('heading', { name: `Fattura n. ${fattura.numeroDocumento}` })).toBeVisible();
  const note = page.getByRole('region', { name: 'Note di credito' });
  await expect(note.getByRole('link', { name: `Apri la nota di credito n. ${numeroNota}` })).toBeVisible();
  await expect(note.getByRole('row').filter({ hasText: numeroNota }).first()).toContainText(euro('92,42'));
  await expect(note.locator('[data-campo="totaleNoteCredito"]')).toContainText(euro('92,42'));
  await expect(note.locator('[data-campo="residuo"]')).toContainText(euro('263,52'));
  await controllaTesti(page, testInfo, 'fattura con nota di credito');
  await foto(page, 'fattura-con-note');

  await page.getByRole('button', { name: 'Storico Modifiche' }).click();
  const storico = page.getByRole('dialog').filter({ hasText: 'Storico Modifiche' });
  await expect(storico).toContainText(`Nota di credito n. ${numeroNota} del`);
  await expect(storico).toContainText('emessa (totale 92,42 €)');
  await storico.getByRole('button', { name: /close|chiudi/i }).first().click();

  // the rest is credited from the dialog again: the residual goes to zero and the button goes away
  await page.getByRole('button', { name: 'Nota di credito', exact: true }).click();
  await expect(dialogo.locator('[data-campo="residuo"]')).toContainText(euro('263,52'));
  await dialogo.getByText('Riga 2: ELETTROCARDIOGRAMMA DA SFORZO').click();
  await dialogo.getByRole('button', { name: 'Emetti nota di credito' }).click();
  await expect(page.getByRole('heading', { name: /^Nota di credito n\. \d+$/ })).toBeVisible();
  await page.goto(`/contabilita/fatturazione/view/${fattura.id}`);
  await expect(page.getByRole('region', { name: 'Note di credito' }).locator('[data-campo="residuo"]')).toContainText(euro('0,00'));
  await expect(page.getByRole('button', { name: 'Nota di credito', exact: true })).toHaveCount(0);
});
