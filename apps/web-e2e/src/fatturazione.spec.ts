import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { accedi } from './accesso';
import { scegli, strutturaDellaNuovaFattura } from './support/dropdown';

const RADICE = path.resolve(__dirname, '../../..');
/** The official FatturaPA schema (../shared next to the clone); the XSD check is skipped without it. */
const XSD_FATTURAPA = path.resolve(RADICE, '../shared/standards/fatturapa/xsd');
const SCREENSHOT = path.resolve(RADICE, 'dist/.playwright/fatturazione');
const foto = (page: Page, nome: string) => page.screenshot({ path: path.join(SCREENSHOT, `${nome}.png`), fullPage: true });
const euro = (testo: string) => new RegExp(testo.replace('.', '\\.').replace(',', ',') + '\\s€');

/**
 * libxml2-wasm is an ES module with top-level await: it runs in a child node process, which reads
 * the XML on stdin, validates it against the schema folder (the xmldsig import resolved to its local
 * copy, nothing else opened) and prints VALIDO or libxml2's errors.
 */
const VALIDA_XSD = `
import fs from 'node:fs'; import path from 'node:path'; import url from 'node:url';
const dir = path.resolve(process.env.XSD_DIR);
const x = await import(process.env.LIBXML2_URL);
const locale = (nome) => { const p = nome.startsWith('file:') ? url.fileURLToPath(nome) : nome; return path.isAbsolute(p) && path.dirname(path.resolve(p)) === dir ? p : null; };
x.xmlRegisterInputProvider({
  match: (nome) => locale(nome) !== null,
  open: (nome) => fs.openSync(locale(nome), 'r'),
  read: (fd, buf) => fs.readSync(fd, buf, 0, buf.byteLength, null),
  close: (fd) => { fs.closeSync(fd); return true; },
});
const main = path.join(dir, 'Schema_del_file_xml_FatturaPA_v1.2.2.local.xsd');
const schema = x.XmlDocument.fromString(fs.readFileSync(main, 'utf8'), { url: url.pathToFileURL(main).href });
const validator = x.XsdValidator.fromDoc(schema);
const doc = x.XmlDocument.fromString(fs.readFileSync(0, 'utf8'), { option: x.ParseOption.XML_PARSE_NONET | x.ParseOption.XML_PARSE_NO_XXE });
try { validator.validate(doc); console.log('VALIDO'); } catch (e) { console.log((e.details ?? []).map((d) => 'riga ' + d.line + ': ' + d.message).join('\\n') || e.message); }
`;

function validaFatturaPa(xml: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', VALIDA_XSD], {
    input: xml,
    env: { ...process.env, XSD_DIR: XSD_FATTURAPA, LIBXML2_URL: pathToFileURL(path.join(RADICE, 'node_modules/libxml2-wasm/lib/index.mjs')).href },
  })
    .toString()
    .trim();
}

/** PrimeReact InputNumber: select what is there and type the new value (Italian decimals). */
async function digita(campo: Locator, valore: string) {
  await campo.click();
  await campo.press('Control+a');
  await campo.pressSequentially(valore);
  await campo.press('Tab');
}

interface Riga {
  codice: string;
  descrizione: string;
  quantita?: string;
  prezzo: string;
  sconto?: string;
  iva: string;
  totale: string;
}

/** Adds a line through the modal: the line total comes from POST documenti/calcola before OK. */
async function aggiungiRiga(page: Page, riga: Riga) {
  await page.getByRole('button', { name: 'Aggiungi riga', exact: true }).click();
  const dialogo = page.getByRole('dialog').filter({ hasText: 'Nuova riga' });
  await expect(dialogo).toBeVisible();
  // the modal opens on its first field (not on ✕) and the multiplier starts at x 1
  await expect(dialogo.locator('#riga-codiceArticolo')).toBeFocused();
  await expect(dialogo.locator('.p-dropdown').filter({ has: page.locator('#riga-idMoltiplicatore') })).toContainText('x 1');
  await dialogo.locator('#riga-codiceArticolo').fill(riga.codice);
  await dialogo.locator('#riga-descrizione').fill(riga.descrizione);
  // Esc on an open list closes the list, not the modal with what was typed
  await dialogo.locator('.p-dropdown').filter({ has: page.locator('#riga-idUnitaMisura') }).click();
  await expect(page.getByRole('option', { name: 'NR', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option', { name: 'NR', exact: true })).toBeHidden();
  await expect(dialogo.locator('#riga-descrizione')).toHaveValue(riga.descrizione);
  await scegli(dialogo, 'riga-idUnitaMisura', 'NR');
  if (riga.quantita) await digita(dialogo.locator('#riga-quantita'), riga.quantita);
  await digita(dialogo.locator('#riga-prezzoUnitario'), riga.prezzo);
  if (riga.sconto) await digita(dialogo.locator('#riga-sconto'), riga.sconto);
  await scegli(dialogo, 'riga-idIva', riga.iva);
  await scegli(dialogo, 'riga-idTipoSpesa', /^SP - /);
  await expect(dialogo.locator('#riga-totaleRiga')).toHaveValue(euro(riga.totale));
  await dialogo.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: riga.descrizione })).toContainText(euro(riga.totale));
}

test('invoice: three lines with a discount and an exempt one, totals, save (once, though its first answer is lost), PDF, valid XML, history', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SCREENSHOT, { recursive: true });
  await accedi(page, 'admin');
  await page.goto('/contabilita/fatturazione');
  await expect(page.getByRole('heading', { name: 'Fatturazione' })).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(page).toHaveURL(/\/contabilita\/fatturazione\/edit\/-1$/);
  await expect(page.getByRole('heading', { name: 'Nuova Fattura' })).toBeVisible();
  // one structure (the seed's): preselected, the selector disabled; several: a choice is required
  if (!(await strutturaDellaNuovaFattura(page, 'Centro Medico Sportivo Registro'))) await expect(page.locator('#fattura-codiceStruttura')).toBeDisabled();

  // recipient from the customer search
  await page.getByRole('button', { name: 'Modifica intestatario' }).click();
  const intestatario = page.getByRole('dialog').filter({ hasText: 'Ricerca cliente' });
  await intestatario.locator('#soggetto-ricerca').fill('AZIENDA SANITARIA');
  await intestatario.getByRole('button', { name: 'Cerca' }).click();
  await intestatario.getByRole('cell', { name: 'AZIENDA SANITARIA LOCALE NAPOLI 1 CENTRO' }).click();
  await expect(intestatario.locator('#soggetto-partitaIvaSoggetto')).toHaveValue('06328131211');
  await expect(intestatario.locator('#soggetto-capSoggetto')).toHaveValue('80145');
  await intestatario.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(intestatario).toBeHidden();
  await expect(page.locator('[data-campo="soggetto"]')).toContainText('AZIENDA SANITARIA LOCALE NAPOLI 1 CENTRO');

  // document data: the type loads its reasons
  await page.getByRole('button', { name: 'Modifica dati documento' }).click();
  const dati = page.getByRole('dialog').filter({ hasText: 'Dati Documento' });
  await expect(dati.locator('#dati-numeroDocumento')).toHaveAttribute('placeholder', 'assegnato al salvataggio');
  await scegli(dati, 'dati-idTipoDocumento', 'Fattura');
  await scegli(dati, 'dati-idCausaleDocumento', 'Prestazione sanitaria');
  await dati.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(dati).toBeHidden();
  await expect(page.locator('[data-campo="causaleDocumento"]')).toContainText('Prestazione sanitaria');

  // saving without lines: the server's refusal in the ATTENZIONE dialog, the editor stays
  await page.getByRole('toolbar').getByRole('button', { name: 'Salva', exact: true }).click();
  const attenzione = page.getByRole('dialog').filter({ hasText: 'ATTENZIONE' });
  await expect(attenzione).toContainText('almeno una riga');
  await attenzione.getByRole('button', { name: 'Ok' }).click();
  await expect(attenzione).toBeHidden();
  await expect(page).toHaveURL(/\/edit\/-1$/);

  // the line modal keeps itself open and flags what is missing
  await page.getByRole('button', { name: 'Aggiungi riga', exact: true }).click();
  const vuota = page.getByRole('dialog').filter({ hasText: 'Nuova riga' });
  await vuota.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(vuota.getByText('Il codice articolo è obbligatorio')).toBeVisible();
  await expect(vuota.getByText('Il totale riga deve essere maggiore di 0')).toBeVisible();
  await expect(vuota.getByText("Selezionare l'IVA")).toBeVisible();
  await foto(page, 'riga-non-valida');
  await vuota.getByRole('button', { name: 'Annulla' }).click();
  await expect(vuota).toBeHidden();

  await aggiungiRiga(page, { codice: 'VMS-AG', descrizione: 'Visita medico sportiva agonistica', prezzo: '100', iva: 'IVA 22%', totale: '100,00' });
  await aggiungiRiga(page, { codice: 'ECG', descrizione: 'Elettrocardiogramma da sforzo', quantita: '2', prezzo: '25,5', sconto: '10', iva: 'IVA 22%', totale: '45,90' });
  await aggiungiRiga(page, { codice: 'CERT', descrizione: 'Certificato di idoneità', prezzo: '90', iva: 'Esente art. 10 n. 18 DPR 633/72', totale: '90,00' });
  // the last row is the empty one, with only the add button
  await expect(page.getByRole('button', { name: 'Modifica riga' })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Aggiungi riga' })).toHaveCount(1);

  await scegli(page, 'fattura-idMetodoPagamento', 'Bonifico');
  await expect(page.locator('[data-campo="totaleImponibileDocumento"]')).toContainText(euro('235,90'));
  await expect(page.locator('[data-campo="totaleImpostaDocumento"]')).toContainText(euro('32,10'));
  await expect(page.locator('[data-campo="totaleDocumento"]')).toContainText(euro('268,00'));
  // the exempt amount is above 77.47: stamp duty
  await expect(page.locator('[data-campo="marcaBolloImporto"]')).toContainText(euro('2,00'));
  await foto(page, 'fattura-nuova');

  // the first save reaches the server but its answer is lost: saving again gets the same invoice
  let primoSalvataggio: { id: number; chiave: string | null } | undefined;
  await page.route(/\/api\/documenti\?/, async (route) => {
    if (route.request().method() !== 'POST' || primoSalvataggio) return route.fallback();
    const risposta = await route.fetch();
    primoSalvataggio = { id: (await risposta.json()).data.id, chiave: await route.request().headerValue('Idempotency-Key') };
    await route.abort('connectionreset');
  });
  await page.getByRole('toolbar').getByRole('button', { name: 'Salva', exact: true }).click();
  const persa = page.getByRole('dialog').filter({ hasText: 'ATTENZIONE' });
  await expect(persa).toContainText('Nessuna risposta dal server: verificare la connessione e riprovare');
  await foto(page, 'fattura-risposta-persa');
  await persa.getByRole('button', { name: 'Ok' }).click();
  expect(primoSalvataggio?.chiave).toMatch(/^[0-9a-f]{32}$/);
  const salvata = page.waitForResponse((r) => r.url().includes('/api/documenti?') && r.request().method() === 'POST');
  await page.getByRole('toolbar').getByRole('button', { name: 'Salva', exact: true }).click();
  expect((await salvata).ok()).toBe(true);
  expect(await (await salvata).request().headerValue('Idempotency-Key')).toBe(primoSalvataggio?.chiave);
  await expect(page).toHaveURL(new RegExp(`/contabilita/fatturazione/view/${primoSalvataggio?.id}$`));
  // the view: the number the server gave at the first save
  const titolo = page.getByRole('heading', { name: /^Fattura n\. \S+$/ });
  await expect(titolo).toBeVisible();
  const numero = ((await titolo.textContent()) ?? '').replace('Fattura n. ', '').trim();
  await expect(page.locator('[data-campo="numeroDocumento"] dd')).toHaveText(numero);
  await expect(page.getByRole('row').filter({ hasText: 'Elettrocardiogramma da sforzo' })).toContainText(euro('45,90'));
  await expect(page.locator('[data-campo="totaleDocumento"]')).toContainText(euro('268,00'));
  await foto(page, 'fattura-dettaglio');

  // print: the PDF in the large modal
  const stampa = page.waitForResponse((r) => /\/api\/documenti\/\d+\/stampa/.test(r.url()));
  await page.getByRole('toolbar').getByRole('button', { name: 'Stampa', exact: true }).click();
  const pdf = Buffer.from(((await (await stampa).json()) as { data: string }).data.replace(/^data:[^,]*,/, ''), 'base64');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const anteprima = page.getByTestId('anteprima-pdf');
  await expect(anteprima).toBeVisible({ timeout: 30_000 });
  await expect(anteprima.getByTestId('anteprima-pdf-frame')).toHaveAttribute('src', /^blob:/);
  await foto(page, 'fattura-anteprima');
  await anteprima.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(anteprima).toBeHidden();

  // a change: the second line's quantity, recalculated, saved (before the export, which locks the invoice)
  await page.getByRole('toolbar').getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page).toHaveURL(/\/contabilita\/fatturazione\/edit\/\d+$/);
  await page.getByRole('row').filter({ hasText: 'Elettrocardiogramma da sforzo' }).getByRole('button', { name: 'Modifica riga' }).click();
  const modifica = page.getByRole('dialog').filter({ hasText: 'Modifica riga' });
  await digita(modifica.locator('#riga-quantita'), '3');
  await expect(modifica.locator('#riga-totaleRiga')).toHaveValue(euro('68,85'));
  await modifica.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(page.locator('[data-campo="totaleDocumento"]')).toContainText(euro('296,00'));
  await page.getByRole('toolbar').getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL(/\/contabilita\/fatturazione\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: `Fattura n. ${numero}` })).toBeVisible();
  await expect(page.locator('[data-campo="totaleDocumento"]')).toContainText(euro('296,00'));

  // the electronic invoice: {numero}_{DD-MM-YYYY}.xml, valid against the official schema
  const scaricato = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica XML', exact: true }).click();
  const download = await scaricato;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${numero}_\\d{2}-\\d{2}-\\d{4}\\.xml$`));
  const xml = readFileSync(await download.path(), 'utf8');
  expect(xml).toContain('<CodiceDestinatario>UFXYZ1</CodiceDestinatario>');
  expect(xml).toContain('<Natura>N4</Natura>');
  if (existsSync(XSD_FATTURAPA)) expect(validaFatturaPa(xml)).toBe('VALIDO');

  // the history: created, printed, exported, the line changed
  await page.getByRole('button', { name: 'Storico Modifiche' }).click();
  const storico = page.getByRole('dialog').filter({ hasText: 'Storico Modifiche' });
  await expect(storico).toContainText('Fattura creata');
  await expect(storico).toContainText('Fattura stampata');
  await expect(storico).toContainText(`Fattura elettronica esportata: ${download.suggestedFilename()}`);
  await expect(storico).toContainText('Riga 2 modificata');
  await foto(page, 'fattura-storico');
  await storico.getByRole('button', { name: /close|chiudi/i }).first().click();
  await expect(storico).toBeHidden();

  // the list: the new invoice, found by its recipient; the filter survives a visit elsewhere
  await page.goto('/contabilita/fatturazione');
  await page.locator('#filtro-cognomeRagioneSoggetto').fill('AZIENDA SANITARIA');
  await page.getByRole('button', { name: 'Cerca' }).click();
  const riga = page.getByRole('row').filter({ has: page.getByRole('cell', { name: numero, exact: true }) });
  await expect(riga).toContainText(euro('296,00'));
  await page.goto('/');
  await page.goto('/contabilita/fatturazione');
  await expect(page.locator('#filtro-cognomeRagioneSoggetto')).toHaveValue('AZIENDA SANITARIA');
  await expect(riga).toBeVisible();
  await foto(page, 'fatture-lista');
});
