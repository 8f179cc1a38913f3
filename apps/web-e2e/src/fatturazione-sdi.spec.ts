import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { accedi } from './accesso';
import { chiamaApi, tokenApi } from './support/api';
import { controllaTesti } from './support/testi-leggibili';

const RADICE = path.resolve(__dirname, '../../..');
/** The SDI's official receipt samples (../shared next to the clone). */
const CAMPIONI_SDI = path.resolve(RADICE, '../shared/standards/fatturapa/sdi/samples');

type Documento = Record<string, unknown> & { id: number; numeroDocumento: string; partitaIvaSoggetto: string };

/** A new invoice to a company, saved through the API as a copy of a seeded one (the demo's own data). */
async function nuovaFatturaAzienda(request: APIRequestContext, token: string): Promise<Documento> {
  const { data: elenco } = await chiamaApi<{ data: { list: { id: number; privato: boolean }[] } }>(request, token, 'GET', '/documenti?page=0&forPage=200');
  const modello = elenco.list.find((r) => !r.privato);
  expect(modello, 'una fattura ad azienda nei dati dimostrativi').toBeTruthy();
  const { data: documento } = await chiamaApi<{ data: Documento }>(request, token, 'GET', `/documenti/${modello!.id}`);
  const { id: _id, versione: _v, numeroDocumento: _n, esportata: _e, statoSdi: _s, ...copia } = documento;
  const { data: nuova } = await chiamaApi<{ data: Documento }>(request, token, 'POST', '/documenti', { ...copia, id: -1 });
  return nuova;
}

/** The SDI name of the invoice's export, as ?nomeSdi=true names the same file. */
async function nomeSdi(request: APIRequestContext, token: string, id: number): Promise<string> {
  const risposta = await request.get(`/api/documenti/fatturaelettronica/${id}?nomeSdi=true`, { headers: { Authorization: `Bearer ${token}` } });
  expect(risposta.ok(), await risposta.text()).toBeTruthy();
  const nome = /filename="([^"]+)"/.exec(risposta.headers()['content-disposition'] ?? '')?.[1];
  expect(nome).toMatch(/^IT\w+_\w{5}\.xml$/);
  return nome!;
}

/** The official sample of a receipt, about the given exported file (as an intermediary signs it: .xml.p7m). */
function ricevuta(tipo: 'RC' | 'NS', nomeFile: string, identificativo: string, cambia: (xml: string) => string = (x) => x): Buffer {
  const xml = readFileSync(path.join(CAMPIONI_SDI, `IT01234567890_11111_${tipo}_001.xml`), 'utf8')
    .replace(/<NomeFile>[^<]*<\/NomeFile>/, `<NomeFile>${nomeFile}.p7m</NomeFile>`)
    .replace(/<IdentificativoSdI>111<\/IdentificativoSdI>/g, `<IdentificativoSdI>${identificativo}</IdentificativoSdI>`);
  return Buffer.from(cambia(xml));
}

/** Opens the list's "Importa ricevute SDI", uploads the files, answers the dialog. */
async function importa(page: Page, files: { name: string; buffer: Buffer }[]) {
  await page.goto('/contabilita/fatturazione');
  await page.getByRole('button', { name: 'Importa ricevute SDI' }).click();
  const dialogo = page.getByRole('dialog').filter({ hasText: 'Importa ricevute SDI' });
  await expect(dialogo).toBeVisible();
  await dialogo.locator('input[type="file"]').setInputFiles(files.map((f) => ({ ...f, mimeType: 'application/xml' })));
  await dialogo.getByRole('button', { name: 'Carica', exact: true }).click();
  return dialogo;
}

test('SDI receipts: export an invoice, import its RC, Consegnata in the list and the timeline; an NS shows its errors in Italian', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const token = await tokenApi(request);
  const fattura = await nuovaFatturaAzienda(request, token);
  const scartata = await nuovaFatturaAzienda(request, token);

  await accedi(page, 'admin');
  // the export, as the office does it: Scarica XML from the invoice's view
  await page.goto(`/contabilita/fatturazione/view/${fattura.id}`);
  const scaricato = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica XML', exact: true }).click();
  await scaricato;
  await expect(page.getByRole('region', { name: 'Stato SDI' })).toContainText('Inviata');
  const nome = await nomeSdi(request, token, fattura.id);
  const nomeScartata = await nomeSdi(request, token, scartata.id);

  // the RC of that file and the NS of the other, in one upload
  const identificativo = String(Date.now()).slice(-9);
  const dialogo = await importa(page, [
    { name: 'ricevuta_consegna.xml', buffer: ricevuta('RC', nome, identificativo) },
    {
      name: 'notifica_scarto.xml',
      buffer: ricevuta('NS', nomeScartata, `${identificativo}1`, (x) =>
        x.replace(/<ListaErrori>[\s\S]*<\/ListaErrori>/, '<ListaErrori><Errore><Codice>00404</Codice><Descrizione>Fattura duplicata</Descrizione></Errore></ListaErrori>'),
      ),
    },
  ]);
  await expect(dialogo).toContainText('2 ricevute registrate');
  await expect(dialogo.getByRole('link', { name: `fattura n. ${fattura.numeroDocumento}: Consegnata` })).toBeVisible();
  await expect(dialogo.getByRole('link', { name: `fattura n. ${scartata.numeroDocumento}: Scartata` })).toBeVisible();
  await controllaTesti(page, testInfo, 'Importa ricevute SDI');
  await page.keyboard.press('Escape');

  // the list: the "Stato SDI" column, filtered to the delivered ones
  await page.locator('.p-dropdown').filter({ has: page.locator('[id$="-statoSdi"]') }).first().click();
  await page.getByRole('option', { name: 'Consegnata', exact: true }).click();
  await page.getByRole('button', { name: 'Cerca' }).click();
  const riga = page.getByRole('row').filter({ hasText: fattura.numeroDocumento }).first();
  await expect(riga).toContainText('Consegnata');
  await expect(page.getByRole('row').filter({ hasText: 'Scartata' })).toHaveCount(0);

  // the view: the timeline, export then receipt of delivery
  await page.goto(`/contabilita/fatturazione/view/${fattura.id}`);
  const pannello = page.getByRole('region', { name: 'Stato SDI' });
  await expect(pannello).toContainText('Ricevuta di consegna');
  await expect(pannello).toContainText(identificativo);
  await expect(pannello).toContainText('06/06/2013 14:01');
  await expect(pannello).toContainText(nome);
  await expect(pannello.getByText('Consegnata').first()).toBeVisible();
  await controllaTesti(page, testInfo, 'Stato SDI di una fattura consegnata');

  // the rejected one: each error with its code, the SDI's words and what to do, in Italian
  await page.goto(`/contabilita/fatturazione/view/${scartata.id}`);
  const scarto = page.getByRole('region', { name: 'Stato SDI' });
  await expect(scarto).toContainText('Notifica di scarto');
  await expect(scarto).toContainText('00404');
  await expect(scarto).toContainText('Fattura duplicata: lo SDI ha già ricevuto una fattura con lo stesso numero');
  await controllaTesti(page, testInfo, 'Stato SDI di una fattura scartata');
});
