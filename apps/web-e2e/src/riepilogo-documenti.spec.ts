import { expect, test, type Page } from '@playwright/test';
import { accedi } from './accesso';
import { chiamaApi, tokenApi } from './support/api';
import { pdfDiProva } from './support/pdf-di-prova';

const SCREENSHOT = 'dist/.playwright/riepilogo-documenti';

async function contatore(page: Page, nome: 'prodotto' | 'fse'): Promise<number> {
  const testo = await page.getByTestId(`contatore-${nome}`).textContent();
  return Number((testo ?? '').replace(/\D/g, ''));
}

/** Types a day in an it-IT calendar field (DD/MM/YYYY) and closes its panel. */
async function scriviData(page: Page, id: string, giorno: string) {
  const campo = page.locator(`#${id}`);
  await campo.fill(giorno);
  await campo.press('Escape');
  await expect(campo).toHaveValue(giorno);
}

test('the counters show the documents produced and sent to the FSE in the chosen days', async ({ page, request }) => {
  await accedi(page, 'admin');
  await page.goto('/aslna1dashboard');
  await expect(page.getByRole('heading', { name: 'Riepilogo Documenti' })).toBeVisible();
  const oggi = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  await expect(page.locator('#riepilogo-dal')).toHaveValue(oggi);
  await expect(page.locator('#riepilogo-al')).toHaveValue(oggi);
  await expect(page.getByRole('article', { name: 'PRODOTTO NEL RANGE' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'INVIATO FSE' })).toBeVisible();
  await expect(page.getByTestId('contatore-prodotto')).toBeVisible();
  const prodottiPrima = await contatore(page, 'prodotto');
  const inviatiPrima = await contatore(page, 'fse');

  // two reports today, one of them sent to the FSE from its page
  const token = await tokenApi(request);
  const ids: number[] = [];
  for (const nome of ['Riepilogo A', 'Riepilogo B']) {
    const pdf = await pdfDiProva(nome);
    const risposta = await chiamaApi<{ data: { id: number } | number }>(request, token, 'POST', '/allegati', {
      idRisorsa: 1,
      nomeFile: `${nome}.pdf`,
      size: pdf.length,
      file: pdf.toString('base64'),
      tipo: 'application/pdf',
      descrizione: nome,
      tipoDocumento: 'REFERTO',
    });
    ids.push(typeof risposta.data === 'number' ? risposta.data : risposta.data.id);
  }
  await page.goto(`/documentrepository/view/${ids[0]}`);
  await page.getByRole('button', { name: 'Segna come inviato FSE' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Riepilogo A' })).toContainText('come inviato al FSE?');
  await page.screenshot({ path: `${SCREENSHOT}-conferma-fse.png` });
  await page.getByRole('button', { name: 'Sì' }).click();
  await expect(page.getByTestId('stato-fse')).toHaveText('Inviato FSE');
  await expect(page.locator('[data-campo="dataInvioFse"]')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT}-inviato-fse.png` });
  await expect(page.getByRole('button', { name: 'Segna come inviato FSE' })).toBeDisabled();

  await page.goto('/aslna1dashboard');
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByTestId('contatore-prodotto')).toHaveText(String(prodottiPrima + 2));
  await expect(page.getByTestId('contatore-fse')).toHaveText(String(inviatiPrima + 1));
  await page.screenshot({ path: `${SCREENSHOT}.png` });

  // days long gone: nothing
  await scriviData(page, 'riepilogo-dal', '01/01/2020');
  await scriviData(page, 'riepilogo-al', '31/01/2020');
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByTestId('contatore-prodotto')).toHaveText('0');
  await expect(page.getByTestId('contatore-fse')).toHaveText('0');
  await expect(page.getByRole('article', { name: 'PRODOTTO NEL RANGE' })).toContainText('Dal 01/01/2020 al 31/01/2020');
  await page.screenshot({ path: `${SCREENSHOT}-passato.png` });

  // Reset: today again
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.locator('#riepilogo-dal')).toHaveValue(oggi);
  await expect(page.getByTestId('contatore-prodotto')).toHaveText(String(prodottiPrima + 2));
});
