import { expect, test, type Page } from '@playwright/test';
import { accedi } from './accesso';
import { chiamaApi, tokenApi } from './support/api';

const FORMATO_DATA = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;
const campoVista = (page: Page, etichetta: string) => page.locator('.registro-dettaglio-campi > div').filter({ has: page.getByText(etichetta, { exact: true }) }).locator('dd');

test('the administrator creates a Manuale task, starts it, runs it with the live log and stops it', async ({ page }) => {
  test.setTimeout(90_000);
  const nome = `Chiusura sessioni ${Date.now()}`;
  await accedi(page, 'admin');
  await page.goto('/taskmanager');
  await expect(page.getByRole('heading', { name: 'Task Schedulati', exact: true })).toBeVisible();

  // new task: Manuale, a registered handler chosen from the list
  await page.getByRole('button', { name: 'Nuovo' }).click();
  await expect(page).toHaveURL(/\/taskmanager\/edit\/-1$/);
  await expect(page.locator('#task-stato')).toBeDisabled();
  await page.locator('#task-nome').fill(nome);
  await expect(page.locator('#task-tipoAvvio')).toHaveValue('Manuale');
  await page.locator('.p-dropdown').filter({ has: page.locator('#task-classeJava') }).click();
  await page.getByRole('option', { name: /ScadenzaSessioni/ }).click();
  await page.locator('#task-descrizione').fill('Chiude le sessioni non più attive');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();

  // saved: the view with the task's fields and no runs yet
  await expect(page).toHaveURL(/\/taskmanager\/view\/\d+$/);
  const idTask = page.url().split('/').pop();
  await expect(campoVista(page, 'Nome')).toHaveText(nome);
  await expect(campoVista(page, 'Stato')).toHaveText('FERMO');
  await expect(campoVista(page, 'Tipo Avvio')).toHaveText('Manuale');
  await expect(campoVista(page, 'Nome Classe')).toHaveText('ScadenzaSessioni');
  await expect(campoVista(page, 'Ultimo Avvio')).toHaveText('---');
  await expect(page.getByText('Nessuna esecuzione')).toBeVisible();

  // start
  await page.getByRole('button', { name: 'Avvia', exact: true }).click();
  await expect(page.getByText('Task avviato')).toBeVisible();
  await expect(campoVista(page, 'Stato')).toHaveText('ATTIVO');

  // Elabora → Esegui: the worker's lines arrive over socket.io while the modal is open
  await page.getByRole('button', { name: 'Elabora' }).click();
  const modale = page.getByRole('dialog');
  await expect(modale.getByTestId('stato-log')).toHaveText('In tempo reale', { timeout: 20_000 });
  await modale.getByRole('button', { name: 'Esegui', exact: true }).click();
  await expect(page.getByText('Esecuzione avviata')).toBeVisible();
  const log = modale.getByLabel('Log Elaborazione');
  await expect(log).toContainText('Sessioni aperte da verificare:', { timeout: 20_000 });
  await expect(log).toContainText('Sessioni chiuse:');
  await expect(modale.getByText('COMPLETATO', { exact: true })).toBeVisible();
  // at least one line came live, not from the 2-second polling
  expect(Number(await log.getAttribute('data-righe-live'))).toBeGreaterThan(0);

  // Chiudi reloads the runs: Avvio, Stop, Stato, Log Elaborazione
  await modale.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(modale).toBeHidden();
  const esecuzione = page.getByRole('region', { name: 'Log Esecuzioni' }).getByRole('row').nth(1);
  // the text shown (each cell also holds its column's name, for a phone's cards)
  await expect(esecuzione.getByRole('cell').nth(0)).toHaveText(FORMATO_DATA, { useInnerText: true });
  await expect(esecuzione.getByRole('cell').nth(1)).toHaveText(FORMATO_DATA, { useInnerText: true });
  await expect(esecuzione.getByRole('cell').nth(2)).toHaveText('COMPLETATO', { useInnerText: true });
  await expect(esecuzione.getByRole('cell').nth(3)).toContainText('Sessioni chiuse:');

  // the list: link, dates, stop from the row
  await page.goto('/taskmanager');
  const riga = page.getByRole('row').filter({ has: page.getByRole('link', { name: nome }) });
  await expect(riga).toContainText('ATTIVO');
  await expect(riga).toContainText('Manuale');
  await expect(riga).toContainText('Prossima Esecuzione: ---');
  // the text shown: each cell also holds its column's name for a phone's cards, hidden on a wide screen
  await expect(riga.getByRole('cell').nth(3)).toHaveText(FORMATO_DATA, { useInnerText: true });
  await riga.getByRole('button', { name: `Ferma ${nome}` }).click();
  await expect(page.getByText('Task fermato')).toBeVisible();
  await expect(riga).toContainText('FERMO');
  await expect(riga.getByRole('button', { name: `Avvia ${nome}` })).toBeEnabled();

  // edit: the form shows what was saved; a change is kept
  await page.goto(`/taskmanager/edit/${idTask}`);
  await expect(page.locator('#task-nome')).toHaveValue(nome);
  await expect(page.locator('#task-classeJava')).toHaveValue('ScadenzaSessioni');
  await expect(page.locator('#task-ultimoAvvio')).toHaveValue(FORMATO_DATA);
  await page.locator('#task-descrizione').fill('Descrizione aggiornata');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/taskmanager/view/${idTask}$`));
  await expect(campoVista(page, 'Descrizione')).toHaveText('Descrizione aggiornata');
});

test('an Automatico task without a start date is refused with the server’s message', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/taskmanager/edit/-1');
  await page.locator('#task-nome').fill('Senza data');
  await page.locator('.p-dropdown').filter({ has: page.locator('#task-tipoAvvio') }).click();
  await page.getByRole('option', { name: 'Automatico' }).click();
  await page.locator('.p-dropdown').filter({ has: page.locator('#task-classeJava') }).click();
  await page.getByRole('option', { name: /PuliziaLog/ }).click();
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  const dialogo = page.getByRole('dialog').filter({ hasText: 'ATTENZIONE' });
  await expect(dialogo).toContainText('Il campo Data Avvio è obbligatorio per un task Automatico');
  await expect(page).toHaveURL(/\/taskmanager\/edit\/-1$/);
});

test('a user without the taskmanager permission who types its address reads that the page is not theirs, with the way back', async ({ page }) => {
  await accedi(page, 'operatore');
  await page.goto('/taskmanager');
  await expect(page.getByRole('heading', { name: 'Non hai i permessi per questa pagina' })).toBeVisible();
  await expect(page).toHaveURL(/\/taskmanager$/);
  await expect(page.locator('.registro-not-found')).not.toContainText(/taskmanager|visualizza|Permesso negato/);
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  await page.getByRole('button', { name: 'Torna alla Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('without socket.io the Elabora modal follows the run by polling its status every 2 seconds', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await tokenApi(request);
  const { data: task } = await chiamaApi<{ data: { id: number } }>(request, token, 'POST', '/gesantask', {
    nome: `Senza socket ${Date.now()}`,
    tipoAvvio: 'Manuale',
    descrizione: '',
    classeJava: 'ScadenzaSessioni',
  });
  await accedi(page, 'admin');
  await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await page.route(/\/socket\.io\//, (route) => route.abort());
  await page.goto(`/taskmanager/view/${task.id}`);
  await page.getByRole('button', { name: 'Elabora' }).click();
  const modale = page.getByRole('dialog');
  await expect(modale.getByTestId('stato-log')).toHaveText('Aggiornamento ogni 2 secondi');
  await modale.getByRole('button', { name: 'Esegui', exact: true }).click();
  const log = modale.getByLabel('Log Elaborazione');
  await expect(log).toContainText('Sessioni chiuse:', { timeout: 20_000 });
  await expect(modale.getByText('COMPLETATO', { exact: true })).toBeVisible();
  await expect(log).toHaveAttribute('data-righe-live', '0');
});
