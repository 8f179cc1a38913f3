import { expect, test, type Page } from '@playwright/test';
import { accedi } from './accesso';
import { chiamaApi, tokenApi } from './support/api';
import { pulsantiTagliati, sporgenzeIn } from './support/telefono';

/** Where the screenshots of the documents screens go (looked at by a person, not compared). */
const foto = (page: Page, nome: string) => page.screenshot({ path: `/tmp/${nome}.png`, fullPage: true });

/**
 * Commercial documents (spec 3 §2): on a DDT-like type with a follow-on type, a draft with a row,
 * reopened and completed, then transformed into the follow-on type carrying the row; the source
 * row then shows as transformed. The type, VAT code, customer and article are created through the
 * API, as an administrator would.
 */
test('documento: bozza, completamento e trasformazione nel documento successivo', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await tokenApi(request);
  const s = Date.now().toString(36).slice(-5).toUpperCase();
  const ddt = `D${s}`;
  const fat = `F${s}`;
  const iva = `I${s}`;
  await chiamaApi(request, token, 'POST', '/iva', { codice: iva, descrizione: 'IVA 22% E2E', aliquota: 22 });
  await chiamaApi(request, token, 'POST', '/dizionariotipi', { sezioneDizionario: 'DOCUMENTO', codiceTipo: fat, descrizioneTipo: 'Fattura E2E', tipo: 'P', tipoMovimento: 'S' });
  await chiamaApi(request, token, 'POST', '/dizionariotipi', {
    sezioneDizionario: 'DOCUMENTO',
    codiceTipo: ddt,
    descrizioneTipo: 'Documento di Trasporto E2E',
    tipo: 'P',
    tipoMovimento: 'S',
    richiedeFattura: fat,
  });
  await chiamaApi(request, token, 'POST', '/anagrafica', { codice: `C${s}`, nominativo: `CARTOLERIA E2E ${s}`, codiceTipo: 'CLI', citta: 'NAPOLI', partitaIva: '01234567897' });
  await chiamaApi(request, token, 'POST', '/articoli', { codice: `A${s}`, descrizione: `CARTA A4 E2E ${s}`, codiceIva: iva, listino: { prezzoBase: 2.5 } });

  await accedi(page, 'admin');
  await page.goto(`/papercleandocumentotipi/documenti?codiceTipo=${ddt}&tipo=P`);
  await expect(page.getByRole('heading', { name: `Documenti ${ddt}` })).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  const modale = page.getByRole('dialog');
  await expect(modale).toContainText(`Nuovo Documento ${ddt}`);
  await expect(modale.locator('.p-dialog-header-close')).toHaveCount(0);

  // step 2: the counterparty search
  await modale.getByRole('button', { name: 'CERCA', exact: true }).click();
  await modale.getByLabel('Nominativo').fill(`CARTOLERIA E2E ${s}`);
  await modale.getByRole('button', { name: 'Cerca' }).click();
  await modale.getByRole('row', { name: new RegExp(`CARTOLERIA E2E ${s}`) }).dblclick();
  await expect(modale.locator('#documento-nominativo')).toHaveValue(`CARTOLERIA E2E ${s}`);

  // step 1: the article search, then the entry row is added
  await modale.getByRole('button', { name: 'Cerca articolo' }).click();
  await modale.getByLabel('Descrizione Articolo').fill(`CARTA A4 E2E ${s}`);
  await modale.getByRole('button', { name: 'Cerca' }).click();
  await modale.getByRole('row', { name: new RegExp(`CARTA A4 E2E ${s}`) }).click();
  await modale.getByRole('button', { name: 'Seleziona' }).click();
  const righe = modale.getByRole('table', { name: 'Righe' });
  await expect(righe.getByTestId('descrizione-articolo').first()).toHaveText(`CARTA A4 E2E ${s}`);
  const quantita = modale.getByLabel('Quantità 1');
  await quantita.fill('3');
  await quantita.blur();
  await modale.getByRole('button', { name: 'Aggiungi riga' }).click();
  await expect(righe.getByRole('button', { name: 'Elimina riga' })).toHaveCount(1);
  // 3 × 2.50 = 7.50, VAT 22% 1.65, gross 9.15
  await expect(modale.getByLabel('Totale Lordo')).toHaveText(/9,15/);
  await expect(modale.getByLabel('Totale Netto')).toHaveText(/7,5/);
  await foto(page, 'documenti-editor');
  // on a phone each row is a card of its fields: nothing scrolls sideways, Salva Bozza on screen
  const grandezza = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => { const s = await sporgenzeIn(page, '.p-dialog'); return Math.max(s.pagina, ...s.tabelle); }).toBeLessThanOrEqual(0);
  await expect(modale.getByRole('button', { name: 'Salva Bozza' })).toBeInViewport();
  // each button of the footer shows its whole label (shrunk, they read "Salv" and "Annul")
  expect(await pulsantiTagliati(modale.locator('.p-dialog-footer')), "pulsanti con l'etichetta tagliata").toEqual([]);
  await foto(page, 'documenti-editor-telefono');
  if (grandezza) await page.setViewportSize(grandezza);

  await modale.getByRole('button', { name: 'Salva Bozza' }).click();
  await expect(page.getByText('Salvataggio avvenuto con successo')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const riga = page.getByRole('row', { name: new RegExp(`CARTOLERIA E2E ${s}`) });
  await expect(riga).toContainText('BOZZA');
  await expect(riga.getByRole('button', { name: 'Trasforma' })).toHaveCount(0);

  // reopened, completed with Salva
  await riga.getByRole('button', { name: 'Modifica Documento' }).click();
  await expect(page.getByRole('dialog').getByTestId('descrizione-articolo').first()).toHaveText(`CARTA A4 E2E ${s}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(riga).toContainText('COMPLETA');
  // the text shown: each cell also holds its column's name for a phone's cards, hidden on a wide screen
  await expect(riga.getByRole('cell').first()).toHaveText('1', { useInnerText: true });
  await expect(riga.getByRole('button', { name: 'Modifica Documento' })).toHaveCount(0);
  await foto(page, 'documenti-lista');

  // transformed into the follow-on type, carrying the row
  await riga.getByRole('button', { name: 'Trasforma' }).click();
  await expect(page).toHaveURL(new RegExp(`/papercleandocumentotipi/documenti/trasforma/edit/-1\\?.*nuovoTipo=${fat}`));
  const origine = page.getByRole('region', { name: 'Documento di Origine' });
  const nuovo = page.getByRole('region', { name: 'Nuovo Documento' });
  // the per-row action is in view at 1400 px (no sideways scrolling), beside "Trasforma tutte le righe"
  await expect(nuovo).toContainText('Nessuna riga ancora');
  await expect(page.getByRole('button', { name: 'Trasforma tutte le righe' })).toBeEnabled();
  await expect(origine.getByRole('button', { name: 'Trasforma riga 1' })).toBeInViewport();
  await origine.getByRole('button', { name: 'Trasforma riga 1' }).click();
  await expect(origine.getByText('Trasformata')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trasforma tutte le righe' })).toBeDisabled();
  await expect(nuovo.getByTestId('descrizione-articolo')).toHaveText(`CARTA A4 E2E ${s}`);
  await expect(nuovo.getByLabel('Totale Lordo')).toHaveText(/9,15/);
  await foto(page, 'documenti-trasforma');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL(/\/papercleandocumentotipi$/);

  // the source row is transformed for good: no transform button any more
  const sorgente = await chiamaApi<{ data: { list: { id: number }[] } }>(request, token, 'GET', `/paperclean/documenti?tipo=${ddt}`);
  await page.goto(`/papercleandocumentotipi/documenti/trasforma/edit/-1?idDocumento=${sorgente.data.list[0].id}&codiceTipo=${ddt}&tipo=P&nuovoTipo=${fat}&trasformare=true`);
  await expect(page.getByRole('region', { name: 'Documento di Origine' }).getByText('Trasformata')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trasforma riga 1' })).toHaveCount(0);
  const fatture = await chiamaApi<{ data: { list: { numero: string; statoAttuale: string; documentoOrigine: number }[] } }>(request, token, 'GET', `/paperclean/documenti?tipo=${fat}`);
  expect(fatture.data.list).toEqual([expect.objectContaining({ numero: '1', statoAttuale: 'COMPLETA', documentoOrigine: sorgente.data.list[0].id })]);
});
