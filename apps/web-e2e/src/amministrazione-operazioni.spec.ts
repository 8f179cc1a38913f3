import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { accedi } from './accesso';

/** CASEIFICIO_SOURCE_URL of the e2e server points here (playwright.config.ts: E2E base port + 50) */
const PORTA_SORGENTE = Number(process.env.E2E_BASE_PORT || 3100) + 50;
const CONSEGNE = [
  { id: 'E2E-1', conferente: 'Azienda Agricola Rossi', litri: 120.5, data: '2026-11-20' },
  { id: 'E2E-2', conferente: 'Cascina Bianchi', litri: 87, data: '2026-11-20' },
];

let sorgente: Server;

test.beforeAll(async () => {
  // the dairy's HTTP source, a stand-in serving two deliveries
  sorgente = createServer((req, res) => {
    if (req.url?.startsWith('/consegne')) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(CONSEGNE));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => sorgente.listen(PORTA_SORGENTE, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => sorgente?.close(resolve));
});

test('the configuration panel shows large buttons that open each configuration screen', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/configurazioni');
  await expect(page.getByRole('heading', { name: 'Pannello di Configurazione' })).toBeVisible();
  const pannello = page.getByRole('navigation', { name: 'Pannello di Configurazione' });
  for (const voce of ['Parametri', 'Moduli', 'Task Schedulati', 'Installazione', 'Utenti', 'Gruppi', 'Richieste Integrazione', 'Import Caseificio'])
    await expect(pannello.getByRole('button', { name: voce, exact: true })).toBeVisible();
  await pannello.getByRole('button', { name: 'Gruppi', exact: true }).click();
  await expect(page).toHaveURL(/\/gruppi$/);
  await page.goto('/configurazioni');
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('Importa imports the dairy deliveries, Aggiorna only reads the status again; the request shows in Lista Richieste with its history and is deleted after confirming', async ({ page }) => {
  test.setTimeout(90_000);
  await accedi(page, 'admin');
  await page.goto('/caseificiosync');
  await expect(page.getByRole('heading', { name: 'Import Caseificio' })).toBeVisible();
  const stato = page.getByTestId('import-stato');
  await expect(stato).not.toBeEmpty();

  // Aggiorna reads the status again: no import, no dialog
  await page.getByRole('button', { name: 'Aggiorna', exact: true }).click();
  await expect(page.getByTestId('dialog-errore')).toBeHidden();

  await page.getByRole('button', { name: 'Importa', exact: true }).click();
  const dialogo = page.getByTestId('dialog-errore');
  await expect(dialogo).toContainText("Import avviato: lo stato si aggiorna durante l'elaborazione");
  await dialogo.getByRole('button', { name: 'Ok' }).click();
  // the status text follows the job until it ends
  await expect(stato).toContainText('Ultimo import completato il', { timeout: 30_000 });
  await expect(stato).toContainText('Importate 2 consegne');

  await page.goto('/integrazionebusiness');
  await expect(page.getByRole('heading', { name: 'Lista Richieste' })).toBeVisible();
  for (const colonna of ['Servizio Richiesto', 'Metodo', 'Stato Attuale', 'Data/Ora']) await expect(page.getByRole('columnheader', { name: colonna })).toBeVisible();
  const riga = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'caseificioimport' }) }).first();
  await expect(riga).toContainText('GET');
  await expect(riga).toContainText('COMPLETATA');
  await expect(riga).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}/);
  const quante = await page.getByRole('link', { name: 'caseificioimport' }).count();

  await riga.getByRole('link', { name: 'caseificioimport' }).click();
  await expect(page).toHaveURL(/\/integrazionebusiness\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Dettaglio Richiesta' })).toBeVisible();
  const storico = page.getByRole('region', { name: 'Storico Stati' });
  await expect(storico.getByRole('row')).toHaveCount(4);
  // each row as its cells read (each cell also holds its column's name, for a phone's cards)
  for (const [riga, numero, stato] of [[1, '1', 'RICEVUTA'], [2, '2', 'IN ELABORAZIONE'], [3, '3', 'COMPLETATA']] as const) {
    const celle = storico.getByRole('row').nth(riga).getByRole('cell');
    await expect(celle.nth(0)).toHaveText(numero, { useInnerText: true });
    await expect(celle.nth(1)).toHaveText(stato, { useInnerText: true });
  }
  await expect(page.getByText('Importate 2 consegne: 2 nuove, 0 aggiornate, 0 invariate').or(page.getByText(/Importate 2 consegne: 0 nuove/))).toBeVisible();
  // pretty-printed JSON, two-space indent
  await expect(page.getByRole('region', { name: 'Risposta Business' })).toContainText('"conferente": "Azienda Agricola Rossi"');
  expect(await page.getByRole('region', { name: 'Risposta Business' }).textContent()).toContain('[\n  {\n    "id": "E2E-1",');
  await expect(page.getByRole('region', { name: 'Messaggio Inviato' })).toContainText('"metodo": "GET"');

  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/integrazionebusiness$/);
  const daEliminare = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'caseificioimport' }) }).first();
  // NO keeps the row
  await daEliminare.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Sicuro di voler procedere alla cancellazione?')).toBeVisible();
  await page.getByRole('button', { name: 'NO', exact: true }).click();
  await expect(page.getByRole('link', { name: 'caseificioimport' })).toHaveCount(quante);
  await daEliminare.getByRole('button', { name: 'Elimina' }).click();
  await page.getByRole('button', { name: 'SI', exact: true }).click();
  await expect(page.getByTestId('dialog-errore')).toContainText('Richiesta eliminata con successo');
  await page.getByTestId('dialog-errore').getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('link', { name: 'caseificioimport' })).toHaveCount(quante - 1);
});
