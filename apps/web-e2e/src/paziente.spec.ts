import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { accedi } from './accesso';
import { archiviaRefertoPaziente } from './support/api';
import { pdfDiProva } from './support/pdf-di-prova';

const SUFFISSO = Date.now().toString(36);
const SCREENSHOT = path.resolve(__dirname, '../../../dist/.playwright/paziente');

// Spec 1 §4: a group whose menu is the single homepaziente entry lands on /paziente/homepaziente.
test('the demo patient lands on /paziente/homepaziente after sign-in', async ({ page }) => {
  await accedi(page, 'paziente');
  await expect(page).toHaveURL(/\/paziente\/homepaziente$/);
});

test('the demo patient sees their home, opens their own document, and goes to the profile and back to their bookings', async ({ page, request }) => {
  test.setTimeout(90_000);
  mkdirSync(SCREENSHOT, { recursive: true });
  const descrizione = `Referto visita ${SUFFISSO}`;
  const pdf = await pdfDiProva(descrizione);
  const archiviato = await archiviaRefertoPaziente(request, { descrizione, nomeFile: `referto-${SUFFISSO}.pdf`, pdf });
  const profilo = { id: archiviato.idPaziente };

  await accedi(page, 'paziente');
  await page.goto('/paziente/homepaziente');
  await expect(page.getByTestId('saluto-paziente')).toContainText('Anna Paziente');
  const riga = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(descrizione) }) });
  await expect(riga).toContainText('REFERTO');
  await expect(riga.getByTestId('stato-firma')).toHaveText('Da firmare');
  await expect(riga.getByTestId('stato-fse')).toHaveText('Non inviato');
  await page.screenshot({ path: path.join(SCREENSHOT, 'home-paziente.png'), fullPage: true });

  const risposta = page.waitForResponse((r) => r.url().includes(`/api/documentrepository/personali/${archiviato.id}`));
  await riga.getByRole('link', { name: new RegExp(descrizione) }).click();
  await expect(page).toHaveURL(new RegExp(`/paziente/view/${archiviato.id}$`));
  const base64 = ((await (await risposta).json()) as { data: { base64: string } }).data.base64;
  const scaricato = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  expect(scaricato.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(scaricato.equals(pdf)).toBe(true);
  await expect(page.getByTestId('visore-pdf')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('link', { name: 'Scarica PDF' })).toHaveAttribute('download', `referto-${SUFFISSO}.pdf`);
  await page.getByRole('toolbar').getByRole('button', { name: 'Stampa' }).click();
  const anteprima = page.getByTestId('anteprima-pdf');
  await expect(anteprima.getByTestId('anteprima-pdf-frame')).toHaveAttribute('src', /^blob:/);
  await anteprima.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await page.screenshot({ path: path.join(SCREENSHOT, 'documento-paziente.png'), fullPage: true });

  // someone else's (or no) document: the Italian message
  await page.goto('/paziente/view/999999');
  await expect(page.getByTestId('errore-documento')).toContainText('Documento non trovato');
  // the generic target opens the patient's own view
  await page.goto(`/view/${archiviato.id}`);
  await expect(page).toHaveURL(new RegExp(`/paziente/view/${archiviato.id}$`));
  await page.getByRole('toolbar').getByRole('button', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/paziente\/homepaziente$/);

  await page.getByRole('button', { name: 'Il mio profilo' }).click();
  await expect(page).toHaveURL(new RegExp(`/profilo/view/${profilo.id}$`));
  await page.getByRole('toolbar').getByRole('button', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/lemieprenotazioni$/);
  await expect(page.getByTestId('nessuna-prenotazione')).toContainText('Nessuna prenotazione');
  await page.screenshot({ path: path.join(SCREENSHOT, 'prenotazioni.png'), fullPage: true });
  await page.getByRole('button', { name: 'I miei documenti' }).click();
  await expect(page).toHaveURL(/\/paziente\/homepaziente$/);
});
