import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { accedi } from './accesso';

const SUFFISSO = Date.now().toString(36);
/** JasperReports' own samples: compiled .jasper files with their JRXML sources. */
const CAMPIONI = path.resolve(__dirname, '../../../../shared/standards/jasperreports/11-compiled-jasper');
const campione = (nome: string) => readFileSync(path.join(CAMPIONI, nome));
const SCREENSHOT = path.resolve(__dirname, '../../../dist/.playwright/stampa');
const foto = (page: Page, nome: string) => page.screenshot({ path: path.join(SCREENSHOT, `${nome}.png`), fullPage: true });

test('print server: the Test button opens the PDF preview of the test data; invalid JSON gets a message', async ({ page }) => {
  test.setTimeout(90_000);
  await accedi(page, 'admin');
  await page.goto('/printserver');
  const riga = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'documenti', exact: true }) });
  await expect(riga).toContainText('fattura.jrxml');
  await expect(riga).toContainText('ATTIVO');
  await foto(page, 'printserver-lista');

  await riga.getByRole('button', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(/\/printserver\/edit\/\d+$/);
  await expect(page.locator('#printserver-reportName')).toHaveValue('documenti');
  await expect(page.locator('#printserver-testData')).toHaveAttribute('rows', '30');
  await foto(page, 'printserver-modifica');

  const risposta = page.waitForResponse((r) => r.url().includes('/api/print/createreport'));
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  const pdf = Buffer.from(((await (await risposta).json()) as { data: string }).data.replace(/^data:[^,]*,/, ''), 'base64');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
  mkdirSync(SCREENSHOT, { recursive: true });
  writeFileSync(path.join(SCREENSHOT, 'anteprima-documenti.pdf'), pdf);
  const anteprima = page.getByRole('dialog').filter({ hasText: 'Anteprima di stampa: documenti' });
  await expect(anteprima).toBeVisible({ timeout: 30_000 });
  await expect(anteprima.getByTestId('anteprima-pdf-frame')).toHaveAttribute('src', /^blob:/);
  await expect(anteprima.getByRole('link', { name: 'Scarica PDF' })).toHaveAttribute('download', 'documenti.pdf');
  await page.waitForTimeout(3000); // the PDF viewer paints before the picture
  await foto(page, 'printserver-anteprima');
  await anteprima.getByRole('button', { name: /close|chiudi/i }).first().click();
  await expect(anteprima).toBeHidden();

  await page.locator('#printserver-testData').fill('{\n  "numeroDocumento": "1"\n  "totale": 2\n}');
  await expect(page.getByTestId('errore-test-data')).toHaveText('JSON non valido alla riga 3, colonna 3');
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  const attenzione = page.getByRole('dialog').filter({ hasText: 'ATTENZIONE' });
  await expect(attenzione).toContainText('Dati di test non validi: JSON non valido alla riga 3, colonna 3');
  await foto(page, 'printserver-json-non-valido');
  await attenzione.getByRole('button', { name: 'Ok' }).click();
});

test('print server: a new record is saved, shown and deleted after confirmation', async ({ page }) => {
  const nome = `prova${SUFFISSO}`;
  await accedi(page, 'admin');
  await page.goto('/printserver/edit/-1');
  await page.locator('#printserver-reportName').fill(nome);
  await page.locator('.p-dropdown').filter({ has: page.locator('#printserver-nomeFile') }).click();
  await page.getByRole('option', { name: /fattura\.jrxml/ }).click();
  await page.locator('#printserver-descrizione').fill('Report di prova');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL(/\/printserver$/);

  await page.getByRole('link', { name: nome }).click();
  await expect(page).toHaveURL(/\/printserver\/view\/\d+$/);
  await expect(page.locator('[data-campo="nomeFile"]')).toContainText('fattura.jrxml');
  await expect(page.locator('[data-campo="descrizione"]')).toContainText('Report di prova');
  await foto(page, 'printserver-dettaglio');

  await page.goto('/printserver');
  const riga = page.getByRole('row').filter({ has: page.getByRole('link', { name: nome, exact: true }) });
  await riga.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Sicuro di voler Eliminare' })).toBeVisible();
  await page.getByRole('button', { name: 'Sì' }).click();
  await expect(page.getByRole('link', { name: nome, exact: true })).toBeHidden();
});

test('templates by code: upload of a .jrxml and a .jasper sets the subreport, the history shows each upload; delete asks first', async ({ page }) => {
  test.setTimeout(90_000);
  const codice = `E2E${SUFFISSO}`.toUpperCase();
  await accedi(page, 'admin');
  await page.goto('/printreport/edit/-1');
  await expect(page.locator('#printreport-master')).toHaveValue('MasterReport');
  await expect(page.locator('#printreport-master')).toBeDisabled();
  await expect(page.locator('#printreport-subreport')).toBeDisabled();
  await page.locator('#printreport-codiceTipoDocumento').fill(codice);
  await page.locator('#printreport-descrizione').fill('Ordini di prova');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL(/\/printreport$/);
  await expect(page.getByText('Salvataggio avvenuto con successo').first()).toBeVisible();

  await page.locator('#filtro-codiceTipoDocumento').fill(codice.toLowerCase());
  await page.getByRole('button', { name: 'Cerca' }).click();
  const riga = page.getByRole('row').filter({ has: page.getByRole('link', { name: codice, exact: true }) });
  await expect(riga).toContainText('Ordini di prova');
  await expect(page.getByRole('row')).toHaveCount(2);

  // .jrxml from the list's upload modal
  await riga.getByRole('button', { name: 'Carica file' }).click();
  const modale = page.getByTestId('dialog-carica-template');
  await expect(modale).toBeVisible();
  await foto(page, 'printreport-carica');
  await modale.getByTestId('template-file').setInputFiles({ name: `Ordine${SUFFISSO}.jrxml`, mimeType: 'text/xml', buffer: campione('order.jrxml') });
  await expect(page.getByText('Salvataggio avvenuto con successo').first()).toBeVisible();
  await expect(modale).toBeHidden();
  await expect(riga).toContainText(`Ordine${SUFFISSO}`);

  // the filters are kept in session storage
  await page.reload();
  await expect(page.locator('#filtro-codiceTipoDocumento')).toHaveValue(codice.toLowerCase());
  await expect(page.getByRole('row')).toHaveCount(2);
  await foto(page, 'printreport-lista');

  // a file of another kind and a broken template get a message
  await riga.getByRole('button', { name: 'Carica file' }).click();
  await modale.getByTestId('template-file').setInputFiles({ name: 'documento.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(modale).toContainText('Sono ammessi solo file .jasper o .jrxml');
  await modale.getByTestId('template-file').setInputFiles({ name: 'rotto.jasper', mimeType: 'application/octet-stream', buffer: campione('order.jasper').subarray(0, 3000) });
  const attenzione = page.getByRole('dialog').filter({ hasText: 'ATTENZIONE' });
  await expect(attenzione).toContainText('Template rotto.jasper non valido');
  await foto(page, 'printreport-errore');
  await attenzione.getByRole('button', { name: 'Ok' }).click();
  await modale.getByRole('button', { name: /close|chiudi/i }).first().click();

  // .jasper from the edit page's import control
  await riga.getByRole('button', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(/\/printreport\/edit\/\d+$/);
  await expect(page.locator('#printreport-subreport')).toHaveValue(`Ordine${SUFFISSO}`);
  await page.getByTestId('template-file').setInputFiles({ name: `Compilato${SUFFISSO}.jasper`, mimeType: 'application/octet-stream', buffer: campione('order.jasper') });
  await expect(page.getByTestId('template-caricato')).toContainText(`SubReport Compilato${SUFFISSO}`);
  await expect(page.locator('#printreport-subreport')).toHaveValue(`Compilato${SUFFISSO}`);
  await foto(page, 'printreport-modifica');

  await page.getByRole('button', { name: 'Indietro' }).click();
  await page.getByRole('link', { name: codice, exact: true }).click();
  await expect(page.locator('[data-campo="subreport"]')).toContainText(`Compilato${SUFFISSO}`);
  await expect(page.locator('[data-campo="master"]')).toContainText('MasterReport');
  await page.getByRole('button', { name: 'Storico Modifiche' }).click();
  const storico = page.getByRole('dialog').filter({ hasText: 'Storico Modifiche' });
  await expect(storico).toContainText(`Template caricato: Ordine${SUFFISSO}.jrxml (jrxml`);
  await expect(storico).toContainText(`Template caricato: Compilato${SUFFISSO}.jasper (jasper`);
  await foto(page, 'printreport-storico');
  await storico.getByRole('button', { name: /close|chiudi/i }).first().click();

  await page.goto('/printreport');
  await riga.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Sicuro di voler Eliminare?')).toBeVisible();
  await page.getByRole('button', { name: 'Sì' }).click();
  await expect(page.getByRole('link', { name: codice, exact: true })).toBeHidden();
});
