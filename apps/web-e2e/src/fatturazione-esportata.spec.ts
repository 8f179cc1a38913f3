import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { accedi } from './accesso';
import { chiamaApi, tokenApi } from './support/api';
import { controllaTesti } from './support/testi-leggibili';

const GIA_ESPORTATA = 'Fattura già esportata: per correggerla emettere una nota di credito';

interface RigaElenco {
  id: number;
  privato: boolean;
  cognomeRagioneSoggetto: string;
}

/**
 * Issue 26, the billing office's view of an exported invoice: after "Scarica XML" the invoice is
 * locked (the editor opens read-only with the notice), the SDI name gives the same file, and an
 * administrator reopens it with a motivo, after which the editor edits again.
 */
test('an exported invoice: locked, same file under its SDI name, reopened by the administrator with a motivo', async ({ page, request }, testInfo) => {
  // a new company invoice, as the office would copy the demo's Polisportiva one
  const admin = await tokenApi(request);
  const { data: elenco } = await chiamaApi<{ data: { list: RigaElenco[] } }>(request, admin, 'GET', '/documenti?page=0&forPage=100');
  const modello = elenco.list.find((f) => !f.privato && /POLISPORTIVA/i.test(f.cognomeRagioneSoggetto));
  expect(modello, 'la fattura demo della Polisportiva').toBeTruthy();
  const { data: documento } = await chiamaApi<{ data: Record<string, unknown> }>(request, admin, 'GET', `/documenti/${modello?.id}`);
  const { data: nuova } = await chiamaApi<{ data: { id: number; numeroDocumento: string } }>(request, admin, 'POST', '/documenti', {
    ...documento,
    id: -1,
    numeroDocumento: '',
    versione: undefined,
    esportata: undefined,
    statoSdi: undefined,
    dataDocumento: new Date().toISOString(),
  });

  await accedi(page, 'admin');
  await page.goto(`/contabilita/fatturazione/view/${nuova.id}`);
  await expect(page.getByRole('heading', { name: `Fattura n. ${nuova.numeroDocumento}` })).toBeVisible();
  await expect(page.getByText(GIA_ESPORTATA)).toBeHidden();

  // the export: the spec's name, then the SDI's name for the same bytes
  const primo = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica XML', exact: true }).click();
  const xml = await primo;
  expect(xml.suggestedFilename()).toMatch(/^[\w-]+_\d{2}-\d{2}-\d{4}\.xml$/);
  await expect(page.getByTestId('avviso-esportata')).toContainText(GIA_ESPORTATA);
  const secondo = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica XML (nome SDI)', exact: true }).click();
  const sdi = await secondo;
  expect(sdi.suggestedFilename()).toMatch(/^IT\d{11}_[0-9A-Z]{5}\.xml$/);
  const progressivo = /_([0-9A-Z]{5})\.xml$/.exec(sdi.suggestedFilename())?.[1];
  const contenuto = readFileSync(await sdi.path());
  expect(contenuto.equals(readFileSync(await xml.path()))).toBe(true);
  expect(contenuto.toString('utf8')).toContain(`<ProgressivoInvio>${progressivo}</ProgressivoInvio>`);
  await controllaTesti(page, testInfo, 'Fattura esportata (dettaglio)');

  // the editor: read-only with the notice, no Salva, no pencils
  await page.getByRole('toolbar').getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/contabilita/fatturazione/edit/${nuova.id}$`));
  await expect(page.getByTestId('avviso-esportata')).toContainText(GIA_ESPORTATA);
  await expect(page.getByRole('toolbar').getByRole('button', { name: 'Salva', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Modifica intestatario' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Modifica riga' })).toHaveCount(0);
  await controllaTesti(page, testInfo, 'Fattura esportata (editor in sola lettura)');

  // Riapri: the motivo is required, then the editor edits again
  await page.getByTestId('avviso-esportata').getByRole('button', { name: 'Riapri' }).click();
  const dialogo = page.getByRole('dialog', { name: `Riapri la fattura n. ${nuova.numeroDocumento}` });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: 'Riapri' }).click();
  await expect(dialogo.getByText('Indicare il motivo')).toBeVisible();
  await controllaTesti(page, testInfo, 'Riapri fattura (motivo)');
  await dialogo.getByLabel('Motivo').fill('Codice destinatario da correggere');
  await dialogo.getByRole('button', { name: 'Riapri' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Fattura riaperta', { exact: true })).toBeVisible();
  await expect(page.getByTestId('avviso-esportata')).toHaveCount(0);
  await expect(page.getByRole('toolbar').getByRole('button', { name: 'Salva', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica intestatario' })).toBeVisible();

  // the history says it
  await apriStorico(page);
  const storico = page.getByRole('dialog').filter({ hasText: 'Storico Modifiche' });
  await expect(storico).toContainText('Fattura riaperta: Codice destinatario da correggere');
  await expect(storico).toContainText(`nome SDI ${sdi.suggestedFilename()}`);
});

async function apriStorico(page: Page) {
  await page.getByRole('button', { name: 'Storico Modifiche' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Storico Modifiche' })).toBeVisible();
}
