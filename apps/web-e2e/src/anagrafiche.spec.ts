import { expect, test, type Page } from '@playwright/test';
import { accedi } from './accesso';

/** Where the screenshots of the parties and dictionaries screens go (looked at by a person, not compared). */
const foto = (page: Page, nome: string) => page.screenshot({ path: `/tmp/${nome}.png`, fullPage: true });

/**
 * Parties (spec 3 §2, §4): from the party types to the customers, a new customer with a valid
 * fiscal code refused for an invalid VAT number (the server's message in ATTENZIONE), saved once
 * corrected, deleted (ELIMINATO, it can only be viewed or restored) and restored.
 */
test('anagrafica: creata con codice fiscale valido, partita IVA errata rifiutata, eliminata e ripristinata', async ({ page }) => {
  test.setTimeout(90_000);
  const s = Date.now().toString(36).slice(-5).toUpperCase();
  const nominativo = `CARTOLERIA E2E ${s}`;
  await accedi(page, 'admin');

  await page.goto('/papercleananagraficatipi');
  await page.getByRole('link', { name: 'Clienti', exact: true }).click();
  await expect(page).toHaveURL(/\/papercleananagraficatipi\/anagrafica\?codiceTipo=CLI&tipo=P$/);
  await expect(page.getByRole('heading', { name: 'Anagrafica Clienti' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Cartoleria Belvedere/ })).toBeVisible();
  await foto(page, 'anagrafica-lista');

  await page.getByRole('button', { name: 'Nuovo' }).click();
  const modale = page.getByRole('dialog').filter({ hasText: 'Aggiungi Anagrafica' });
  await expect(modale.getByRole('switch')).toHaveCount(0);
  await expect(modale.getByRole('textbox', { name: 'Note di consegna' })).toBeVisible();
  await modale.getByLabel('Codice', { exact: true }).fill(`E${s}`);
  await modale.getByLabel('Nominativo').fill(nominativo);
  await modale.getByLabel('Codice Fiscale').fill('RSSMRA80A01H501U');
  await modale.getByLabel('P. Iva').fill('01234567890');
  await modale.getByRole('textbox', { name: 'Note di consegna' }).fill('Consegna al mattino');
  await modale.getByRole('button', { name: 'Salva' }).click();
  const attenzione = page.getByRole('dialog').filter({ hasText: 'ATTENZIONE' });
  await expect(attenzione).toContainText('La Partita IVA 01234567890 non è valida (11 cifre con la cifra di controllo corretta)');
  await attenzione.getByRole('button', { name: 'Ok' }).click();

  await modale.getByLabel('P. Iva').fill('01234567897');
  await modale.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Salvataggio avvenuto con successo')).toBeVisible();
  await expect(modale).toBeHidden();

  await page.getByLabel('Nominativo').fill(nominativo);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const riga = page.getByRole('row', { name: new RegExp(nominativo) });
  await expect(riga).toContainText('RSSMRA80A01H501U');
  await expect(riga).toContainText('SI');

  await riga.getByRole('button', { name: 'Elimina' }).click();
  await page.getByRole('dialog', { name: 'Conferma' }).getByRole('button', { name: 'SI', exact: true }).click();
  await expect(page.getByText('Anagrafica eliminata')).toBeVisible();
  await expect(riga).toContainText('ELIMINATO');
  await expect(riga.getByRole('button', { name: 'Modifica' })).toHaveCount(0);
  await expect(riga.getByRole('button', { name: 'Elimina' })).toHaveCount(0);

  await riga.getByRole('button', { name: 'Visualizza Anagrafica' }).click();
  const vista = page.getByRole('dialog').filter({ hasText: 'Visualizza Anagrafica' });
  await expect(vista).toContainText('Consegna al mattino');
  await vista.getByRole('button', { name: 'Chiudi', exact: true }).click();

  await riga.getByRole('button', { name: 'Ripristina' }).click();
  await expect(page.getByText('Anagrafica ripristinata')).toBeVisible();
  await expect(riga).not.toContainText('ELIMINATO');
  await expect(riga.getByRole('button', { name: 'Modifica' })).toBeVisible();
});

/** Dictionaries (spec 3 §2): the add modal asks Tipo Movimento and Documento Richiesto only for a document section. */
test('dizionari: la modale chiede tipo movimento e documento richiesto solo per i documenti', async ({ page }) => {
  await accedi(page, 'admin');
  await page.goto('/papercleanconfigurazionrdizionari');
  await expect(page.getByRole('heading', { name: 'Dizionari' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Documento Successivo' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Documento di Trasporto/ })).toContainText('FAT');

  await page.getByRole('button', { name: 'Nuovo' }).click();
  const modale = page.getByRole('dialog').filter({ hasText: 'Aggiungi Tipo' });
  await expect(modale.getByText('Tipo Movimento')).toHaveCount(0);
  await modale.locator('.p-dropdown').filter({ has: page.locator('#catalogo-sezioneDizionario') }).click();
  await page.getByRole('option', { name: 'DOCUMENTO', exact: true }).click();
  await expect(modale.getByText('Tipo Movimento')).toBeVisible();
  await expect(modale.getByText('Documento Richiesto')).toBeVisible();
  await expect(modale).toContainText('-Seleziona Valore-');
  await foto(page, 'dizionari-modale');
});
