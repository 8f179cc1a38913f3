import { expect, test } from '@playwright/test';
import { accedi } from './accesso';
import { chiamaApi, tokenApi } from './support/api';

// unique per run, so that a retry does not meet the records of the failed attempt
const NOME = `E2E_TEMA_${Date.now().toString(36).toUpperCase()}`;

test('the parameter editor: invalid JSON shows the error line and moves the cursor, valid JSON is pretty-printed, saved and loaded in memory', async ({ page, request }) => {
  const admin = await tokenApi(request);
  const { data } = await chiamaApi<{ data: { id: number } }>(request, admin, 'POST', '/configparameter', { nome: NOME, tipo: 'JSON', note: 'e2e', parametro: '{"colore": "blu"}' });

  await accedi(page, 'admin');
  await page.goto('/configparameter');
  await page.getByRole('textbox', { name: 'Nome' }).fill(NOME);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await page.getByRole('link', { name: NOME }).click();
  await expect(page).toHaveURL(new RegExp(`/configparameter/edit/${data.id}$`));

  const editor = page.locator('#parametro-valore');
  await expect(editor).toHaveValue('{"colore": "blu"}');
  const invalido = '{\n  "colore": "verde"\n  "livelli": [1, 2]\n}';
  await editor.fill(invalido);
  await expect(page.getByTestId('errore-json')).toContainText('JSON non valido alla riga 3, colonna 3');
  await expect(page.getByTestId('anteprima-json')).toHaveText('');
  // once typing pauses the cursor sits on the error: the quote that opens "livelli"
  const errore = invalido.indexOf('"livelli"');
  await expect.poll(() => editor.evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(errore);

  await editor.fill('{"colore":"verde","livelli":[1,2]}');
  await expect(page.getByTestId('errore-json')).toBeHidden();
  await expect(page.getByTestId('anteprima-json')).toHaveText('{\n  "colore": "verde",\n  "livelli": [\n    1,\n    2\n  ]\n}');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(/Salvataggio avvenuto/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/configparameter$/);

  await page.getByRole('tab', { name: 'Caricati in memoria' }).click();
  const riga = page.getByRole('row').filter({ hasText: NOME });
  await expect(riga).toContainText('"verde"');
  await expect(riga).toContainText('Parametro salvato');
  await expect(page.getByRole('row').filter({ hasText: 'TWO_FACTOR' })).toContainText('Ambiente (TWO_FACTOR)');

  await chiamaApi(request, admin, 'DELETE', `/configparameter/${data.id}`);
});
