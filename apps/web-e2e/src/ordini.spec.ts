import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accedi } from './accesso';
import { chiamaApi, tokenApi } from './support/api';

/** Where the screenshots of the orders screens go (looked at by a person, not compared). */
const foto = (page: Page, nome: string) => page.screenshot({ path: `/tmp/${nome}.png`, fullPage: true });

interface ArticoloOrdine {
  id: number;
  codice: string;
  descrizione: string;
  prezzo: number;
}

/** Two articles of the orders' catalogue: the seeded ones, else two created through the API as an administrator would. */
async function dueArticoli(request: APIRequestContext): Promise<ArticoloOrdine[]> {
  const cliente = await tokenApi(request, 'cliente');
  const leggi = async () => (await chiamaApi<{ data: { list: ArticoloOrdine[] } }>(request, cliente, 'GET', '/ordiniarticoli?page=0&forPage=2')).data.list;
  const presenti = await leggi();
  if (presenti.length >= 2) return presenti;
  const admin = await tokenApi(request);
  const s = Date.now().toString(36).slice(-5).toUpperCase();
  for (const [i, prezzo] of [2.5, 7.9].entries())
    await chiamaApi(request, admin, 'POST', '/articoli', { codice: `ORD${i}${s}`, descrizione: `ARTICOLO ORDINE E2E ${i} ${s}`, listino: { prezzoEsposto: prezzo } });
  return leggi();
}

async function scegliArticolo(page: Page, articolo: ArticoloOrdine, screenshot?: string) {
  const modale = page.getByRole('dialog', { name: 'Crea Ordine' });
  await modale.getByRole('button', { name: 'Cerca Articolo' }).click();
  const ricerca = modale.getByRole('region', { name: 'Cerca Articolo' });
  await ricerca.getByLabel('Codice Articolo').fill(articolo.codice);
  await ricerca.getByRole('button', { name: 'Cerca' }).click();
  // the code is unique; a description may be the start of another article's
  const riga = ricerca.getByRole('row').filter({ has: page.getByRole('cell', { name: articolo.codice, exact: true }) });
  await expect(riga).toBeVisible();
  if (screenshot) await foto(page, screenshot);
  await riga.dblclick();
}

/**
 * Orders (spec 3 §2): the demo customer creates an order with two rows (the articles from the
 * search step, the prices taken by the server); the administrator sees it with the customer
 * filter, views it, confirms it (CONFERMATO) and prints its proforma (the PDF in a frame).
 */
test('ordine: il cliente lo crea, l’amministratore lo conferma e stampa il proforma', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const [a1, a2] = await dueArticoli(request);
  expect(a2, 'servono due articoli nel catalogo degli ordini').toBeTruthy();

  await accedi(page, 'cliente');
  // the customer lands on their orders, not on Home (issue 25)
  await expect(page).toHaveURL(/\/ordini$/);
  await expect(page.getByRole('heading', { name: 'Ordini' })).toBeVisible();
  await expect(page.getByLabel('Cliente', { exact: true })).toHaveCount(0); // no customer filter without ordini visualizza
  await page.getByRole('button', { name: 'Crea Ordine' }).click();
  const modale = page.getByRole('dialog', { name: 'Crea Ordine' });
  await expect(modale.locator('#dataOrdine')).toHaveValue(new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()));

  // the order is checked before "Sei sicuro?": without an article it is ATTENZIONE, not the question
  await modale.getByRole('button', { name: 'Salva' }).click();
  const attenzione = page.getByRole('dialog', { name: 'ATTENZIONE' });
  await expect(attenzione).toContainText("L'ordine deve contenere almeno una riga con un articolo");
  await expect(page.getByText('Sei sicuro di procedere alla creazione ordine?')).toHaveCount(0);
  await attenzione.getByRole('button', { name: 'Ok' }).click();

  // a picked article starts at quantity 1; each row shows its price and the form the running total
  const euro = (n: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  await scegliArticolo(page, a1, 'ordini-ricerca-articolo');
  await expect(modale.getByLabel('Quantità').first()).toHaveValue('1');
  await expect(modale.locator('.registro-ordine-totale')).toContainText(euro(a1.prezzo));
  await modale.getByLabel('Quantità').first().fill('2');
  await modale.getByRole('button', { name: 'Aggiungi Riga' }).click();
  await scegliArticolo(page, a2);
  await expect(modale.getByLabel('Quantità').nth(1)).toHaveValue('1');
  await modale.getByLabel('Quantità').nth(1).fill('3');
  await modale.getByLabel('Note').nth(1).fill('consegna entro venerdì');
  await expect(modale.locator('.registro-ordine-totale')).toContainText(euro(Math.round((a1.prezzo * 2 + a2.prezzo * 3) * 100) / 100));
  // a row taken back asks first (SI / NO); the rows after it keep what was typed in them
  await modale.getByRole('button', { name: 'Aggiungi Riga' }).click();
  await scegliArticolo(page, a1);
  await expect(modale.getByLabel('Quantità')).toHaveCount(3);
  await modale.getByRole('button', { name: 'Elimina Riga' }).first().click();
  await expect(page.getByText('Sicuro di voler procedere alla cancellazione?')).toBeVisible();
  await page.getByRole('button', { name: 'SI', exact: true }).click();
  await expect(modale.getByLabel('Quantità')).toHaveCount(2);
  await expect(modale.getByLabel('Quantità').first()).toHaveValue('3');
  await expect(modale.getByLabel('Note').first()).toHaveValue('consegna entro venerdì');
  await expect(modale.getByLabel('Articolo', { exact: true }).first()).toHaveValue(`${a2.codice} - ${a2.descrizione}`);
  await expect(modale.locator('.registro-ordine-totale')).toContainText(euro(Math.round((a1.prezzo + a2.prezzo * 3) * 100) / 100));
  await foto(page, 'ordini-crea');
  // on a phone each row is a card of its fields: nothing to scroll sideways, Salva on screen
  const grandezza = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const righeOrdine = modale.locator('.p-datatable-wrapper');
  await expect.poll(() => righeOrdine.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
  await expect(modale.getByRole('button', { name: 'Salva' })).toBeInViewport();
  if (grandezza) await page.setViewportSize(grandezza);
  await modale.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Sei sicuro di procedere alla creazione ordine?')).toBeVisible();
  const creazione = page.waitForRequest((r) => /\/api\/ordiniordini\?/.test(r.url()) && r.method() === 'POST');
  await page.getByRole('button', { name: 'SI', exact: true }).click();
  await expect(page.getByText('Salvataggio avvenuto con successo')).toBeVisible();
  await expect(modale).toBeHidden();
  // a second click after a lost answer would send the same key and get this order back
  expect(await (await creazione).headerValue('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);

  const tokenCliente = await tokenApi(request, 'cliente');
  const [creato] = (await chiamaApi<{ data: { list: { id: number; codice: string; statoAttuale: string }[] } }>(request, tokenCliente, 'GET', '/ordiniordini?page=0&forPage=1')).data.list;
  expect(creato.statoAttuale).toBe('CREATO');
  const totale = Math.round((a1.prezzo + a2.prezzo * 3) * 100) / 100;

  const staff = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await accedi(staff, 'admin');
  await staff.goto('/ordini');
  await expect(staff.getByRole('heading', { name: 'Ordini' })).toBeVisible();
  await expect(staff.getByLabel('Cliente', { exact: true })).toBeVisible();
  const riga = staff.getByRole('row').filter({ has: staff.getByRole('cell', { name: creato.codice, exact: true }) }).filter({ hasText: 'Cliente Carla' }).first();
  await expect(riga).toContainText('CREATO');
  await foto(staff, 'ordini-lista');
  await riga.getByRole('button', { name: 'Visualizza' }).click();

  const vista = staff.getByRole('dialog', { name: 'Visualizza Ordine' });
  await expect(vista).toContainText('Via Roma');
  await expect(vista).toContainText('Napoli');
  await expect(vista).toContainText(a1.descrizione);
  await expect(vista).toContainText('consegna entro venerdì');
  await expect(vista.locator('[data-campo="totaleOrdine"]')).toContainText(new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(totale));
  await foto(staff, 'ordini-visualizza');
  await vista.getByRole('button', { name: 'Conferma Ordine' }).click();
  await expect(staff.getByText('Ordine confermato')).toBeVisible();
  await expect(vista.locator('[data-campo="statoAttuale"]')).toContainText('CONFERMATO');
  await expect(vista.getByRole('button', { name: 'Conferma Ordine' })).toHaveCount(0);

  const stampa = staff.waitForResponse((r) => r.url().includes('/api/print/createreport'), { timeout: 60_000 });
  await vista.getByRole('button', { name: 'Stampa' }).click();
  const pdf = await stampa;
  expect(pdf.status()).toBe(200);
  expect(Buffer.from(((await pdf.json()) as { data: string }).data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  await expect(staff.getByTestId('anteprima-pdf-frame')).toBeVisible({ timeout: 60_000 });
  await foto(staff, 'ordini-proforma');
  await staff.close();
});
