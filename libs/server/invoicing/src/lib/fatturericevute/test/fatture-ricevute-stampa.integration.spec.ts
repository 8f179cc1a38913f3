import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestingModule } from '@nestjs/testing';
import type { EsitoImportazioneFattureRicevute } from '@registro/contracts';
import { bearer, createTestApp, startPrintWorker, type TestApp } from '@registro/server-testing';
import { FATTURAPA_XSD_DIR } from '../../../test/fatturapa-standards';
import { standard } from './fatture-ricevute-samples';

jest.setTimeout(180_000);

/** The text of a PDF, as pdftotext (poppler) reads it. */
function testoPdf(base64: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'fattura-ricevuta-pdf-'));
  try {
    writeFileSync(join(dir, 'f.pdf'), Buffer.from(base64, 'base64'));
    return execFileSync('pdftotext', ['-layout', join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** POST fatturericevute/:id/stampa through the real print pipeline (PDF_RENDERER, queue pdf, the worker's Chromium). */
describe('received invoice PDF (real print worker)', () => {
  let t: TestApp;
  let worker: TestingModule;
  let admin: string;
  const envPrima = process.env['FATTURAPA_XSD_DIR'];

  beforeAll(async () => {
    process.env['FATTURAPA_XSD_DIR'] = FATTURAPA_XSD_DIR;
    t = await createTestApp();
    worker = await startPrintWorker(t);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    process.env['FATTURAPA_XSD_DIR'] = envPrima;
    await worker?.close();
    await t?.close();
  });

  it('prints the invoice laid out like the ministerial style sheet and records it in the history', async () => {
    const importata = await t.http.post('/api/fatturericevute/importa').set(bearer(admin)).attach('file', standard('ricevute', 'IT02780790107_11005.xml'), 'IT02780790107_11005.xml');
    const [creata] = (importata.body.data as EsitoImportazioneFattureRicevute).creati;
    const res = await t.http.post(`/api/fatturericevute/${creata.id}/stampa`).set(bearer(admin));
    expect(res.status).toBe(200);
    const testo = testoPdf(res.body.data as string);
    if (process.env['SALVA_PDF']) writeFileSync(process.env['SALVA_PDF'], Buffer.from(res.body.data as string, 'base64'));
    expect(testo).toContain('CEDENTE/PRESTATORE (FORNITORE)');
    expect(testo).toContain('CESSIONARIO/COMMITTENTE (CLIENTE)');
    expect(testo).toContain("Societa' Alpha SRL");
    expect(testo).toContain('TD01 Fattura');
    expect(testo).toContain('18/12/2014');
    expect(testo).toContain('RIEPILOGHI IVA E TOTALI');
    expect(testo).toContain('MP05 Bonifico');
    expect(testo).toMatch(/Totale documento\s+€\s*[\d.]+,\d\d/);

    const storia = (await t.http.get(`/api/modificherisorse?sezione=fatturericevute&idRisorsa=${creata.id}`).set(bearer(admin))).body.data.list;
    expect(storia.map((r: { modifiche: string }) => r.modifiche.split('\n')[0])).toEqual(['Fattura ricevuta importata da IT02780790107_11005.xml', 'Fattura ricevuta stampata']);
    expect((await t.http.post('/api/fatturericevute/999999/stampa').set(bearer(admin))).status).toBe(404);
  });
});
