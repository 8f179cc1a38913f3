import { expect, test, type Page } from '@playwright/test';
import { accedi } from './accesso';
import { scegli } from './support/dropdown';

/** An EAN-13 with its check digit from 12 digits (weights 1 and 3). */
function ean13(dodici: string): string {
  const somma = [...dodici].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${dodici}${(10 - (somma % 10)) % 10}`;
}

const unico = String(Date.now()).slice(-7);
const codice = `E2E${unico}`;
const eanNuovo = ean13(`200${unico}99`);
const code128 = `E2E-${unico}/A`;

async function aggiungiBarcode(page: Page, barcode: string) {
  await page.getByLabel('Nuovo barcode').fill(barcode);
  await page.getByRole('button', { name: 'Aggiungi', exact: true }).click();
}

test('an article with two barcodes is saved and reopened with both; a barcode taken by another article is refused', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/papercleanarticoli');
  await expect(page.getByRole('heading', { name: 'Articoli' })).toBeVisible();
  const elenco = page.getByRole('table', { name: 'Articoli' });
  await expect(elenco.getByRole('row')).toHaveCount(51);
  await page.screenshot({ path: '/tmp/articoli-list.png', fullPage: true });

  await page.getByRole('button', { name: 'Nuovo' }).click();
  await expect(page).toHaveURL(/\/papercleanarticoli\/edit\/-1$/);
  await expect(page.getByRole('heading', { name: 'Aggiungi Articolo' })).toBeVisible();
  await page.getByLabel('Codice', { exact: true }).fill(codice);
  await page.getByLabel('Descrizione', { exact: true }).fill('Rotolo asciugamani e2e');
  await scegli(page, 'catalogo-codiceIva', 'IVA 22% ordinaria');
  await expect(page.getByLabel('Aliquota I.V.A.')).toHaveValue('22%');
  await scegli(page, 'catalogo-unitaMisura', 'CF - Confezione');
  // PrimeReact InputNumber: typed key by key, with the Italian decimal comma
  const prezzo = page.getByLabel('Prezzo Esposto');
  await prezzo.click();
  await prezzo.press('Control+a');
  await prezzo.pressSequentially('12,5');
  await prezzo.press('Tab');
  await expect(page.getByRole('table', { name: 'Giacenze' })).toContainText('PRINCIPALE');

  await page.getByRole('tab', { name: 'Barcode' }).click();
  await page.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(page.getByText("Il campo Codice e' OBBLIGATORIO")).toBeVisible();
  const barcode = page.getByRole('table', { name: 'Barcode' });
  await aggiungiBarcode(page, eanNuovo);
  await expect(barcode.getByText(eanNuovo)).toBeVisible(); // checked by the server, then listed
  await aggiungiBarcode(page, code128);
  await expect(barcode.getByText(code128)).toBeVisible();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/papercleanarticoli$/);
  await expect(page.getByText('Salvataggio avvenuto con successo')).toBeVisible();

  await page.getByLabel('Codice Articolo').fill(codice);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const riga = elenco.getByRole('row').filter({ hasText: codice });
  await expect(riga).toContainText('IVA 22% ordinaria');
  await expect(riga).toContainText('SI');
  await riga.getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page.getByLabel('Descrizione', { exact: true })).toHaveValue('Rotolo asciugamani e2e');
  await expect(page.getByLabel('Prezzo Esposto')).toHaveValue(/^12,50\s€$/);
  await page.screenshot({ path: '/tmp/articolo-edit.png', fullPage: true });
  await page.getByRole('tab', { name: 'Barcode' }).click();
  await expect(barcode.getByText(eanNuovo)).toBeVisible();
  await expect(barcode.getByText(code128)).toBeVisible();
  await page.screenshot({ path: '/tmp/articolo-barcode.png', fullPage: true });
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/papercleanarticoli$/);

  // the filter is kept in session storage: a seeded article instead
  await page.getByLabel('Codice Articolo').fill('CA4002');
  await page.getByRole('button', { name: 'Cerca' }).click();
  await elenco.getByRole('row').filter({ hasText: 'CA4002' }).getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page.getByLabel('Codice', { exact: true })).toHaveValue('CA4002');
  await page.getByRole('tab', { name: 'Barcode' }).click();
  await aggiungiBarcode(page, eanNuovo);
  await expect(page.getByText('Il Barcode già è presente')).toBeVisible();
  await expect(barcode.getByText(eanNuovo)).toHaveCount(0);
});

test('the categories modal adds a subcategory on its last row and deletes one after SI', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/papercleanconfigurazionecategorie');
  await expect(page.getByRole('heading', { name: 'Categorie' })).toBeVisible();
  await page.getByRole('row').filter({ hasText: 'DETERGENTI' }).getByRole('button', { name: 'Modifica' }).click();
  const modale = page.getByRole('dialog', { name: 'Modifica Categoria' });
  const sottocategorie = modale.getByRole('table', { name: 'Sottocategorie' });
  await expect(sottocategorie).toContainText('PAVIMENTI');
  await modale.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(page.getByText("Il campo Codice e' OBBLIGATORIO")).toBeVisible();
  await modale.getByLabel('Codice nuova sottocategoria').fill(`VETRI${unico}`);
  await modale.getByLabel('Descrizione nuova sottocategoria').fill('Vetri');
  await modale.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await sottocategorie.getByRole('row').filter({ hasText: 'STOVIGLIE' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Sicuro di voler procedere alla cancellazione?')).toBeVisible();
  await page.getByRole('button', { name: 'SI', exact: true }).click();
  await expect(sottocategorie).not.toContainText('STOVIGLIE');
  await page.screenshot({ path: '/tmp/categorie-modal.png' });
  await modale.getByRole('button', { name: 'Salva' }).click();
  await expect(modale).toBeHidden();

  await page.getByRole('row').filter({ hasText: 'DETERGENTI' }).getByRole('button', { name: 'Modifica' }).click();
  await expect(modale.getByRole('table', { name: 'Sottocategorie' })).toContainText(`VETRI${unico}`);
  await expect(modale.getByRole('table', { name: 'Sottocategorie' })).not.toContainText('STOVIGLIE');
});
