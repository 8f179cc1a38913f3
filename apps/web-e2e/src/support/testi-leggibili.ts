import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Words a person must never read on a screen: English technical terms, internal names. Matched as
 * whole words, case-sensitively where the word is also Italian in lower case ("data", "record").
 */
export const PAROLE_TECNICHE = [
  'undefined',
  'null',
  'NaN',
  'Invalid Date',
  'Infinity',
  '[object Object]',
  'Error',
  'Exception',
  'Not Found',
  'NotFound',
  'Forbidden',
  'Unauthorized',
  'Internal Server',
  'Bad Request',
  'Loading',
  'Submit',
  'Cancel',
  'Delete',
  'Save',
  'Search',
  'Find',
  'First Name',
  'Last Name',
  'Data Sources',
  'Datasource',
  'Connection String',
  'Header Elements',
  'Body Elements',
  'No results',
  'No data',
  'No records',
  'Permission denied',
  'visualizza su',
  'FATTURA_NUMERATA',
  'RecordCreated',
  'RecordUpdated',
  'RecordDeleted',
  'RecordRestored',
  'UserUnlocked',
  'RigaFatturaAggiunta',
  'DocumentoInviatoFse',
  'CASEIFICIO_SOURCE_URL',
  'ECONNREFUSED',
  'stack',
] as const;

/** An instant as the wire carries it: 2026-11-28T16:01:15.100Z, 2026-11-28T16:01 */
const ISTANTE_GREZZO = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** an amount written with one decimal: "14,4 €", "€ 9,1", "14.4 €" */
const IMPORTO_UN_DECIMALE = /(?:\b\d{1,3}(?:\.\d{3})*[,.]\d(?!\d)\s?€)|(?:€\s?\d{1,3}(?:\.\d{3})*[,.]\d(?!\d))/;

function parolaIntera(parola: string): RegExp {
  const escaped = parola.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}_])${escaped}($|[^\\p{L}\\p{N}_])`, 'u');
}

/** What the text of a page breaks of the rules a reader notices (empty when none). */
export function problemiDiTesto(testo: string): string[] {
  const problemi: string[] = [];
  for (const parola of PAROLE_TECNICHE) {
    if (parolaIntera(parola).test(testo)) problemi.push(`parola tecnica "${parola}"`);
  }
  const istante = ISTANTE_GREZZO.exec(testo);
  if (istante) problemi.push(`istante grezzo "${istante[0]}"`);
  const importo = IMPORTO_UN_DECIMALE.exec(testo);
  if (importo) problemi.push(`importo con un decimale "${importo[0]}"`);
  return problemi;
}

/**
 * The page as a person reads it passes the text rules (no technical word, no raw instant, no
 * amount with one decimal), and a screenshot of it is attached to the report under `nome`.
 * Reads the visible text, the inputs' values and the tooltips' and buttons' accessible labels.
 */
export async function controllaTesti(page: Page, testInfo: TestInfo, nome: string): Promise<void> {
  // a page that keeps a connection open (the PDF viewer, the live socket) never idles: wait a little, not forever
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const testo = await page.evaluate(() => {
    const parti = [document.body.innerText];
    for (const campo of Array.from(document.querySelectorAll('input, textarea'))) {
      const valore = (campo as HTMLInputElement).value;
      if (valore && (campo as HTMLInputElement).type !== 'password') parti.push(valore);
    }
    for (const etichettato of Array.from(document.querySelectorAll('[aria-label], [title]'))) {
      parti.push(etichettato.getAttribute('aria-label') ?? '', etichettato.getAttribute('title') ?? '');
    }
    return parti.join('\n');
  });
  await testInfo.attach(nome, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  expect(problemiDiTesto(testo), `testi della pagina "${nome}" (${page.url()})`).toEqual([]);
}
