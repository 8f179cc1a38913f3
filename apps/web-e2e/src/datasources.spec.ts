import { expect, test } from '@playwright/test';
import { accedi } from './accesso';
import { scegli } from './support/dropdown';

const unico = String(Date.now()).slice(-7);
const SORGENTE = `MariaDB e2e ${unico}`;
const QUERY = `Saluto e2e ${unico}`;

test('a data source is created and its connection verified; a query written on it runs, a write is refused', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/dataanalydatasources');
  await expect(page.getByRole('heading', { name: 'Sorgenti dati' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sorgenti dati' })).toHaveAttribute('aria-selected', 'true');
  const sorgenti = page.getByRole('table', { name: 'Sorgenti dati' });
  await expect(sorgenti.getByRole('row').filter({ hasText: 'Registro (sola lettura)' })).toBeVisible();
  await page.screenshot({ path: '/tmp/ds-datasources.png', fullPage: true });

  await page.getByRole('button', { name: 'Nuova sorgente dati' }).click();
  const modale = page.getByRole('dialog', { name: 'Nuova sorgente dati' });
  await scegli(page, 'datasource-driver', 'MariaDB');
  await modale.getByLabel('Nome', { exact: true }).fill(SORGENTE);
  await modale.getByLabel('Host', { exact: true }).fill('127.0.0.1');
  await modale.getByLabel('Porta', { exact: true }).fill('3306');
  await modale.getByLabel('Database', { exact: true }).fill('test');
  await modale.getByLabel('Username', { exact: true }).fill('root');
  await page.screenshot({ path: '/tmp/ds-datasource-modal.png', fullPage: true });
  await modale.getByRole('button', { name: 'Salva' }).click();
  await expect(modale).toBeHidden();
  const riga = sorgenti.getByRole('row').filter({ hasText: SORGENTE });
  await expect(riga).toContainText('3306');
  await riga.getByRole('button', { name: 'Verifica connessione' }).click();
  await expect(page.getByText('Connessione verificata con successo')).toBeVisible();

  await page.getByRole('tab', { name: 'Driver database' }).click();
  const driver = page.getByRole('table', { name: 'Driver database' });
  await expect(driver.getByRole('row').filter({ hasText: 'mysql2' })).toContainText('MariaDB');
  await page.screenshot({ path: '/tmp/ds-drivers.png', fullPage: true });

  await page.goto('/dataanalysisquery');
  await expect(page.getByRole('table', { name: 'Query' })).toContainText('Fatturato per mese');
  await page.getByRole('button', { name: 'Nuovo' }).click();
  await expect(page).toHaveURL(/\/dataanalysisquery\/edit\/-1$/);
  await page.getByLabel('Titolo', { exact: true }).fill(QUERY);
  await scegli(page, 'query-datasource', SORGENTE);
  await page.getByLabel('Query Grafico').fill("SELECT 'ciao' AS saluto, 40 + 2 AS risposta");
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/dataanalysisquery\/edit\/\d+$/);
  await page.getByRole('button', { name: 'Esegui query', exact: true }).click();
  const risultato = page.getByRole('table', { name: 'Risultato della query' });
  await expect(risultato.getByRole('columnheader', { name: 'saluto' })).toBeVisible();
  await expect(risultato.getByRole('row').nth(1)).toContainText('ciao');
  await expect(risultato.getByRole('row').nth(1)).toContainText('42');
  await page.screenshot({ path: '/tmp/ds-query-run.png', fullPage: true });

  // Esegui runs the SQL on screen, not the saved one: an edit without saving shows its own result or error
  await page.getByLabel('Query Grafico').fill('SELECT colonna_inesistente AS saluto');
  await page.getByRole('button', { name: 'Esegui query', exact: true }).click();
  const errore = page.getByRole('dialog', { name: 'ATTENZIONE' });
  await expect(errore).toContainText('Errore nella query');
  await expect(errore).toContainText('colonna_inesistente');
  await errore.getByRole('button', { name: 'Ok' }).click();
  await page.getByLabel('Query Grafico').fill("SELECT 'salve' AS saluto");
  await page.getByRole('button', { name: 'Esegui query', exact: true }).click();
  await expect(risultato.getByRole('row').nth(1)).toContainText('salve');

  // hostile SQL is refused with the server's reason
  await page.getByLabel('Query Grafico').fill('DELETE FROM utenti');
  const salvata = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/dataanalysisquery/'));
  await page.getByRole('button', { name: 'Salva' }).click();
  expect((await salvata).status()).toBe(200);
  await page.getByRole('button', { name: 'Esegui query', exact: true }).click();
  const attenzione = page.getByRole('dialog', { name: 'ATTENZIONE' });
  await expect(attenzione).toContainText('La query può solo leggere i dati');
  await page.screenshot({ path: '/tmp/ds-query-refused.png', fullPage: true });
});

test('the tables catalogue shows the columns of a table; the ICD-IX list is searched by code and description', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/dataanalysistables');
  const tabelle = page.getByRole('table', { name: 'Tabelle' });
  const fatture = tabelle.getByRole('row').filter({ hasText: 'Fatture emesse e ricevute' });
  await fatture.getByRole('button', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(/\/dataanalysistables\/edit\/\d+$/);
  await expect(page.getByLabel('Nome Vista')).toHaveValue('fatture');
  await page.getByRole('button', { name: 'Mostra campi' }).click();
  await expect(page.getByRole('table', { name: 'Campi della tabella' }).getByRole('row').filter({ hasText: 'data_documento' })).toContainText('timestamp with time zone');
  await page.screenshot({ path: '/tmp/ds-table-edit.png', fullPage: true });

  await page.goto('/dataanalysistables');
  await page.getByRole('button', { name: 'Codici ICD-IX' }).click();
  await expect(page).toHaveURL(/\/dataanalysistables\/icdix$/);
  const codici = page.getByRole('table', { name: 'Codici ICD-IX' });
  await expect(codici.getByRole('row')).toHaveCount(101);
  await page.getByLabel('Descrizione').fill('colera da vibrio');
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(codici.getByRole('row')).toHaveCount(3);
  await codici.getByRole('row').filter({ hasText: '001.1' }).click();
  await expect(page.getByText('Selezionato: 001.1 COLERA DA VIBRIO CHOLERAE EL TOR')).toBeVisible();
  await page.screenshot({ path: '/tmp/ds-icdix.png', fullPage: true });
});
