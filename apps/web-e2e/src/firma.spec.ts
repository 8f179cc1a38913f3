import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accedi } from './accesso';
import { chiamaApi, tokenApi } from './support/api';
import { pdfDiProva } from './support/pdf-di-prova';

/** the password of the throwaway facility certificate (see playwright.config.ts and scripts/e2e-server.mjs) */
const PASSWORD_FIRMA = process.env.E2E_FIRMA_P12_PASSWORD || 'Firma-E2E-2026';
const SUFFISSO = Date.now().toString(36);
const SCREENSHOT = 'dist/.playwright/firma';

/** Uploads a PDF from the archive with "Carica PDF" and lands on its view page. */
async function caricaPdf(
  page: Page,
  descrizione: string,
  screenshot = false,
): Promise<void> {
  await page.goto('/documentrepository');
  await expect(
    page.getByRole('heading', { name: 'Archivio Documenti' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Carica PDF' }).click();
  const dialogo = page.getByRole('dialog').filter({ hasText: 'Carica PDF' });
  await dialogo
    .locator('#documento-pdf')
    .setInputFiles({
      name: `${descrizione}.pdf`,
      mimeType: 'application/pdf',
      buffer: await pdfDiProva(descrizione),
    });
  await expect(dialogo).toContainText(`${descrizione}.pdf`);
  await expect(dialogo.locator('#documento-descrizione')).toHaveValue(
    descrizione,
  );
  await dialogo.locator('#documento-idRisorsa').fill('1');
  if (screenshot) await page.screenshot({ path: `${SCREENSHOT}-carica.png` });
  await dialogo.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(page).toHaveURL(/\/documentrepository\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: descrizione })).toBeVisible();
  await expect(page.getByTestId('stato-firma')).toHaveText('Da firmare');
}

/** Opens the signing dialog from the page toolbar. */
async function apriFirma(page: Page) {
  await page
    .getByRole('toolbar')
    .getByRole('button', { name: 'Firma' })
    .click();
  const dialogo = page
    .getByRole('dialog')
    .filter({ hasText: 'Firma documento' });
  await expect(dialogo).toBeVisible();
  return dialogo;
}

async function scegliDispositivo(
  page: Page,
  dialogo: ReturnType<Page['getByRole']>,
  nome: string,
) {
  await dialogo.locator('.p-dropdown').click();
  await page.getByRole('option', { name: nome }).click();
}

test.beforeEach(async ({ page }) => {
  await accedi(page, 'admin');
});

test('a PDF is uploaded, signed with the facility certificate and shown as signed', async ({
  page,
}) => {
  const descrizione = `Referto ${SUFFISSO}`;
  await caricaPdf(page, descrizione, true);
  await expect(page.getByTestId('visore-pdf')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT}-documento.png` });

  // print: the PDF in a large modal
  await page
    .getByRole('toolbar')
    .getByRole('button', { name: 'Stampa' })
    .click();
  const anteprima = page.getByTestId('anteprima-pdf');
  await expect(anteprima.locator('iframe')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT}-stampa.png` });
  await anteprima.getByRole('button', { name: 'Chiudi', exact: true }).click();

  const dialogo = await apriFirma(page);
  // no device chosen, no password
  await dialogo.getByRole('button', { name: 'Firma', exact: true }).click();
  await expect(dialogo).toContainText('Dispositivo non selezionato');
  await expect(dialogo).toContainText('Il campo Password è obbligatorio');
  await page.screenshot({ path: `${SCREENSHOT}-validazione.png` });

  // a wrong password: the server's message in the ATTENZIONE dialog, nothing signed
  await scegliDispositivo(
    page,
    dialogo,
    'Certificato di firma della struttura',
  );
  await dialogo.locator('#firma-password').fill('sbagliata');
  await dialogo.getByRole('button', { name: 'Firma', exact: true }).click();
  const attenzione = page.getByRole('dialog').filter({ hasText: 'ATTENZIONE' });
  await expect(attenzione).toContainText('Password di firma errata');
  await attenzione.getByRole('button', { name: 'Ok' }).click();

  await dialogo.locator('#firma-password').fill(PASSWORD_FIRMA);
  await page.screenshot({ path: `${SCREENSHOT}-dialog.png` });
  await dialogo.getByRole('button', { name: 'Firma', exact: true }).click();
  await expect(page.getByText('Firma effettuata')).toBeVisible();
  await expect(dialogo).toBeHidden();
  await expect(page.getByTestId('stato-firma')).toHaveText('Firmato');
  await page.waitForTimeout(1500); // only for the picture: the browser's PDF viewer paints the reloaded PDF
  await page.screenshot({ path: `${SCREENSHOT}-firmato.png` });
  // the toast goes away by itself
  await expect(page.getByText('Firma effettuata')).toBeHidden({
    timeout: 6000,
  });

  // the modification history lists the signature
  await page.getByRole('button', { name: 'Storico Modifiche' }).click();
  const storico = page
    .getByRole('dialog')
    .filter({ hasText: 'Storico Modifiche' });
  await expect(storico.getByRole('row').nth(2)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT}-storico.png` });
  await page.keyboard.press('Escape');
  await expect(storico).toBeHidden();

  // the list shows it signed
  await page.goto('/documentrepository');
  const riga = page.getByRole('row').filter({ hasText: descrizione });
  await expect(riga).toContainText('Firmato');
  await page.screenshot({ path: `${SCREENSHOT}-archivio.png` });
});

test('with the graphometric pad the stroke drawn with the mouse goes into the signature', async ({
  page,
  request,
}) => {
  const descrizione = `Consenso ${SUFFISSO}`;
  await caricaPdf(page, descrizione);
  const dialogo = await apriFirma(page);
  await scegliDispositivo(page, dialogo, 'Tavoletta grafometrica');
  const pad = dialogo.getByTestId('pad-firma');
  await expect(pad).toBeVisible();
  await dialogo.locator('#firma-password').fill(PASSWORD_FIRMA);

  // without a stroke the pad is required
  await dialogo.getByRole('button', { name: 'Firma', exact: true }).click();
  await expect(dialogo).toContainText('Apporre la firma nel riquadro');

  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) {
    await page.mouse.move(
      box.x + 40 + i * 14,
      box.y + box.height * (0.6 - 0.25 * Math.sin(i / 3)),
      { steps: 2 },
    );
  }
  await page.mouse.up();
  await expect(dialogo.getByRole('button', { name: 'Cancella' })).toBeEnabled();
  await expect(dialogo).not.toContainText('Apporre la firma nel riquadro');
  await page.screenshot({ path: `${SCREENSHOT}-pad.png` });

  // Cancella empties the pad; draw again
  await dialogo.getByRole('button', { name: 'Cancella' }).click();
  await expect(dialogo.getByText('Firmare qui')).toBeVisible();
  await page.mouse.move(box.x + 60, box.y + 120);
  await page.mouse.down();
  await page.mouse.move(box.x + 160, box.y + 60, { steps: 8 });
  await page.mouse.move(box.x + 260, box.y + 130, { steps: 8 });
  await page.mouse.move(box.x + 360, box.y + 70, { steps: 8 });
  await page.mouse.up();

  await dialogo.getByRole('button', { name: 'Firma', exact: true }).click();
  await expect(page.getByText('Firma effettuata')).toBeVisible();
  await expect(page.getByTestId('stato-firma')).toHaveText('Firmato');
  await page.screenshot({ path: `${SCREENSHOT}-firmato-grafometrico.png` });

  // the stored PDF carries a valid signature (pdfsig, poppler-utils) and the stroke on its last page
  const id = /\/view\/(\d+)$/.exec(page.url())![1];
  const token = await tokenApi(request);
  const { data } = await chiamaApi<{
    data: { base64: string; firmato: boolean };
  }>(request, token, 'GET', `/documentrepository/lastactive/${id}`);
  expect(data.firmato).toBe(true);
  const cartella = mkdtempSync(join(tmpdir(), 'firma-e2e-'));
  try {
    writeFileSync(
      join(cartella, 'firmato.pdf'),
      Buffer.from(data.base64, 'base64'),
    );
    let verifica = '';
    try {
      verifica = execFileSync('pdfsig', [join(cartella, 'firmato.pdf')], {
        encoding: 'utf8',
      });
    } catch (e) {
      verifica = String((e as { stdout?: string }).stdout ?? ''); // exit code 2/3: untrusted test CA
    }
    expect(verifica).toContain('Signature is Valid');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-singlefile',
      join(cartella, 'firmato.pdf'),
      'dist/.playwright/firma-pdf-grafometrico',
    ]);
  } finally {
    rmSync(cartella, { recursive: true, force: true });
  }
});

/** A stroke of pointer events of the given kind (pen or touch) across the pad, as a tablet sends them. */
async function trattoPointer(
  pad: ReturnType<Page['getByTestId']>,
  pointerType: 'pen' | 'touch',
) {
  await pad.evaluate(async (canvas, tipo) => {
    const r = canvas.getBoundingClientRect();
    const evento = (nome: string, i: number, buttons: number) =>
      new PointerEvent(nome, {
        pointerId: tipo === 'pen' ? 7 : 8,
        pointerType: tipo,
        isPrimary: true,
        bubbles: true,
        cancelable: true,
        button: 0,
        buttons,
        pressure: buttons ? 0.6 : 0,
        clientX: r.left + 50 + i * 20,
        clientY: r.top + r.height / 2 + Math.sin(i / 2) * 30,
      });
    canvas.dispatchEvent(evento('pointerdown', 0, 1));
    for (let i = 1; i <= 15; i++) {
      canvas.dispatchEvent(evento('pointermove', i, 1));
      await new Promise((fatto) => setTimeout(fatto, 20)); // a tablet reports about every 16 ms
    }
    canvas.dispatchEvent(evento('pointerup', 15, 0));
  }, pointerType);
}

test.describe('on a high-density touch screen', () => {
  test.use({ deviceScaleFactor: 2, hasTouch: true });

  test('the pad takes pen and touch strokes too', async ({ page }) => {
    await caricaPdf(page, `Tratti ${SUFFISSO}`);
    const dialogo = await apriFirma(page);
    await scegliDispositivo(page, dialogo, 'Tavoletta grafometrica');
    const pad = dialogo.getByTestId('pad-firma');
    const cancella = dialogo.getByRole('button', { name: 'Cancella' });
    for (const tipo of ['pen', 'touch'] as const) {
      await expect(cancella).toBeDisabled();
      await trattoPointer(pad, tipo);
      await expect(cancella).toBeEnabled();
      await expect(dialogo.getByText('Firmare qui')).toBeHidden();
      if (tipo === 'touch')
        await pad.screenshot({ path: `${SCREENSHOT}-pad-hidpi.png` });
      await cancella.click();
    }
    // the canvas is backed at the device pixel ratio, so strokes stay sharp on high-density screens
    const [larghezza, visibile, rapporto] = await pad.evaluate(
      (c: HTMLCanvasElement) => [
        c.width,
        c.offsetWidth,
        window.devicePixelRatio,
      ],
    );
    expect(rapporto).toBe(2);
    expect(larghezza).toBe(Math.round(visibile * rapporto));
  });
});

test('signing a record that is not saved, or without a document, says why', async ({
  page,
}) => {
  await page.goto('/documentrepository/view/999999');
  await page
    .getByRole('toolbar')
    .getByRole('button', { name: 'Firma' })
    .click();
  const attenzione = page.getByRole('dialog').filter({ hasText: 'ATTENZIONE' });
  await expect(attenzione).toContainText('Documento non firmato');
  await page.screenshot({ path: `${SCREENSHOT}-non-firmato.png` });
  await attenzione.getByRole('button', { name: 'Ok' }).click();

  await page.goto('/documentrepository/view/-1');
  await page
    .getByRole('toolbar')
    .getByRole('button', { name: 'Firma' })
    .click();
  await expect(
    page.getByRole('dialog').filter({ hasText: 'ATTENZIONE' }),
  ).toContainText('Salvare prima di effettuare la validazione.');
});
