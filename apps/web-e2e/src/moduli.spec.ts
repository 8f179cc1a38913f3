import { expect, test } from '@playwright/test';
import { ZipFile } from 'yazl';
import { accedi } from './accesso';

const SUFFISSO = Date.now().toString(36);
const MODULO = `magazzino${SUFFISSO}`;
const SEZIONE = `scaffali${SUFFISSO}`;

/** A .jar built in the test: a manifest naming the module and the sections it brings. */
function jar(attributi: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  const manifest = ['Manifest-Version: 1.0', ...Object.entries(attributi).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
  zip.addBuffer(Buffer.from(manifest), 'META-INF/MANIFEST.MF');
  zip.addBuffer(Buffer.from('classe finta'), 'it/registro/Magazzino.class');
  zip.end();
  return new Promise((resolve, reject) => {
    const parti: Buffer[] = [];
    zip.outputStream.on('data', (p: Buffer) => parti.push(p)).on('end', () => resolve(Buffer.concat(parti))).on('error', reject);
  });
}

test('a module .jar is uploaded, its sections installed and offered in group permission editing', async ({ page }) => {
  const contenuto = await jar({
    'Implementation-Title': MODULO,
    'Implementation-Version': '1.0.0',
    'Build-Date': '2026-11-20 10:30',
    'Registro-Descrizione': 'Magazzino di prova',
    'Registro-Sezioni': `${SEZIONE}=Scaffali ${SUFFISSO};inv${SUFFISSO}=Inventario ${SUFFISSO}`,
  });
  await accedi(page, 'admin');
  await page.goto('/moduli');
  await page.getByRole('button', { name: 'Nuovo' }).click();
  await expect(page).toHaveURL(/\/moduli\/edit\/-1$/);
  await page.locator('#modulo-jar').setInputFiles({ name: `${MODULO}.jar`, mimeType: 'application/java-archive', buffer: contenuto });
  await expect(page.getByTestId('file-scelto')).toContainText(`${MODULO}.jar`);
  await page.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(page.getByText('Modulo caricato con successo')).toBeVisible();
  await expect(page).toHaveURL(/\/moduli$/);

  const riga = page.getByRole('row').filter({ hasText: MODULO });
  await expect(riga).toContainText('1.0.0');
  await expect(riga).toContainText('Magazzino di prova');
  await riga.getByRole('button', { name: 'Installa Sezioni' }).click();
  const dialogo = page.getByRole('dialog').filter({ hasText: 'Installa Sezioni' });
  await expect(dialogo.locator(`tr[data-sezione="${SEZIONE}"]`)).toContainText('Da installare');
  await dialogo.getByRole('textbox', { name: `Descrizione ${SEZIONE}` }).fill(`Scaffali Alti ${SUFFISSO}`);
  // only the first section: untick the second
  await dialogo.locator(`tr[data-sezione="inv${SUFFISSO}"] .p-checkbox`).click();
  await dialogo.getByRole('button', { name: 'Installa', exact: true }).click();
  await expect(page.getByText('Sezioni installate').first()).toBeVisible();
  await expect(dialogo.locator(`tr[data-sezione="${SEZIONE}"]`)).toContainText('Presente');
  await expect(dialogo.getByRole('textbox', { name: `Descrizione ${SEZIONE}` })).toBeDisabled();
  await expect(dialogo.locator(`tr[data-sezione="inv${SUFFISSO}"]`)).toContainText('Da installare');
  await dialogo.getByRole('button', { name: 'Chiudi', exact: true }).click();

  await page.goto('/gruppi/edit/1');
  await page.getByRole('tab', { name: 'Permessi' }).click();
  await expect(page.getByRole('rowheader', { name: `Scaffali Alti ${SUFFISSO}` })).toBeVisible();
  await expect(page.getByRole('switch', { name: `Scaffali Alti ${SUFFISSO} visualizza` })).toBeVisible();
});

test('a file that is not a .jar, or a malformed .jar, gets a clear message', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/moduli/edit/-1');
  await page.locator('#modulo-jar').setInputFiles({ name: 'documento.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') });
  await expect(page.getByText('Sono ammessi solo file .jar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carica', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Pulisci' }).click();
  await expect(page.getByText('Sono ammessi solo file .jar')).toBeHidden();

  await page.locator('#modulo-jar').setInputFiles({ name: 'rotto.jar', mimeType: 'application/java-archive', buffer: Buffer.from('non sono un archivio zip') });
  await page.getByRole('button', { name: 'Carica', exact: true }).click();
  const attenzione = page.getByRole('dialog').filter({ hasText: 'ATTENZIONE' });
  await expect(attenzione).toContainText('Archivio .jar non valido: il file non è un archivio zip leggibile');
});
